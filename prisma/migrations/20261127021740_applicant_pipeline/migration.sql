-- AlterTable
ALTER TABLE "JobApplication" ADD COLUMN     "posterNote" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "shortlistedAt" TIMESTAMP(3);
