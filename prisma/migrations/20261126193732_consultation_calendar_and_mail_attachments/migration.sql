-- AlterTable
ALTER TABLE "FailedMail" ADD COLUMN     "attachments" JSONB;

-- AlterTable
ALTER TABLE "Consultation" ADD COLUMN     "calendarSequence" INTEGER NOT NULL DEFAULT 0;
