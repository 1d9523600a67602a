-- AlterTable
ALTER TABLE "FailedMail" ADD COLUMN     "headers" JSONB;
