-- CreateEnum
CREATE TYPE "SavedSearchKind" AS ENUM ('job', 'event', 'gig', 'startup');

-- CreateEnum
CREATE TYPE "AlertFrequency" AS ENUM ('instant', 'daily', 'weekly', 'off');

-- CreateTable
CREATE TABLE "SavedSearch" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "kind" "SavedSearchKind" NOT NULL,
    "query" VARCHAR(1000) NOT NULL,
    "frequency" "AlertFrequency" NOT NULL DEFAULT 'daily',
    "lastSentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SavedSearch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedSearchDigest" (
    "id" TEXT NOT NULL,
    "searchId" TEXT NOT NULL,
    "period" VARCHAR(40) NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "listingCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SavedSearchDigest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SavedSearch_userId_createdAt_idx" ON "SavedSearch"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "SavedSearch_frequency_lastSentAt_idx" ON "SavedSearch"("frequency", "lastSentAt");

-- CreateIndex
CREATE UNIQUE INDEX "SavedSearchDigest_searchId_period_key" ON "SavedSearchDigest"("searchId", "period");

-- AddForeignKey
ALTER TABLE "SavedSearch" ADD CONSTRAINT "SavedSearch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedSearchDigest" ADD CONSTRAINT "SavedSearchDigest_searchId_fkey" FOREIGN KEY ("searchId") REFERENCES "SavedSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
