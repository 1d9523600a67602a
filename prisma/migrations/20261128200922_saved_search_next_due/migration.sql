-- DropIndex
DROP INDEX "SavedSearch_frequency_lastSentAt_idx";

-- AlterTable
ALTER TABLE "SavedSearch" ADD COLUMN     "nextDueAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "SavedSearch_nextDueAt_id_idx" ON "SavedSearch"("nextDueAt", "id");

-- A search whose alerts are off is never due
UPDATE "SavedSearch" SET "nextDueAt" = NULL WHERE "frequency" = 'off';
