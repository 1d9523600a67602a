-- DropIndex
DROP INDEX "SavedSearch_nextDueAt_id_idx";

-- AlterTable
ALTER TABLE "SavedSearch" DROP COLUMN "nextDueAt",
ADD COLUMN     "keyVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pendingSince" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "SavedSearchDigest" ADD COLUMN     "batchKey" VARCHAR(200);

-- CreateTable
CREATE TABLE "SavedSearchKey" (
    "kind" "SavedSearchKind" NOT NULL,
    "key" VARCHAR(600) NOT NULL,
    "searchId" TEXT NOT NULL,

    CONSTRAINT "SavedSearchKey_pkey" PRIMARY KEY ("kind","key","searchId")
);

-- CreateTable
CREATE TABLE "SavedSearchMatch" (
    "id" TEXT NOT NULL,
    "searchId" TEXT NOT NULL,
    "listingKind" "SavedSearchKind" NOT NULL,
    "listingId" TEXT NOT NULL,
    "matchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "digestId" TEXT,

    CONSTRAINT "SavedSearchMatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SavedSearchKey_searchId_idx" ON "SavedSearchKey"("searchId");

-- CreateIndex
CREATE INDEX "SavedSearchMatch_untold_idx" ON "SavedSearchMatch"("searchId") WHERE ("digestId" IS NULL);

-- CreateIndex
CREATE INDEX "SavedSearchMatch_digestId_idx" ON "SavedSearchMatch"("digestId");

-- CreateIndex
CREATE UNIQUE INDEX "SavedSearchMatch_searchId_listingKind_listingId_key" ON "SavedSearchMatch"("searchId", "listingKind", "listingId");

-- CreateIndex
CREATE INDEX "SavedSearch_pending_idx" ON "SavedSearch"("frequency", "id") WHERE ("pendingSince" IS NOT NULL);

-- CreateIndex
CREATE INDEX "SavedSearchDigest_unsent_idx" ON "SavedSearchDigest"("searchId") WHERE ("sentAt" IS NULL);

-- CreateIndex
CREATE INDEX "SavedSearchDigest_unsent_batch_idx" ON "SavedSearchDigest"("batchKey") WHERE ("sentAt" IS NULL);

-- AddForeignKey
ALTER TABLE "SavedSearchKey" ADD CONSTRAINT "SavedSearchKey_searchId_fkey" FOREIGN KEY ("searchId") REFERENCES "SavedSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedSearchMatch" ADD CONSTRAINT "SavedSearchMatch_searchId_fkey" FOREIGN KEY ("searchId") REFERENCES "SavedSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedSearchMatch" ADD CONSTRAINT "SavedSearchMatch_digestId_fkey" FOREIGN KEY ("digestId") REFERENCES "SavedSearchDigest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Existing searches keep keyVersion 0 (no reverse-index keys yet): `npm run saved-searches:keys` writes them
-- (lib/saved-searches/index-write.ts backfillSearchKeys, keyset pages of 500), as a new or changed search gets
-- them in its own transaction. Until it has run, an approval matches only the searches saved since.
