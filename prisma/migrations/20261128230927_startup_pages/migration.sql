-- DropIndex
DROP INDEX "Startup_status_hiring_idx";

-- AlterTable
ALTER TABLE "Startup" DROP COLUMN "hiring";

-- AlterTable
ALTER TABLE "Gig" ADD COLUMN     "startupId" TEXT;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "startupId" TEXT;

-- CreateIndex
CREATE INDEX "Gig_startupId_status_closedAt_deadline_idx" ON "Gig"("startupId", "status", "closedAt", "deadline");

-- CreateIndex
CREATE INDEX "Job_startupId_status_closedAt_applicationDeadline_idx" ON "Job"("startupId", "status", "closedAt", "applicationDeadline");

-- AddForeignKey
ALTER TABLE "Gig" ADD CONSTRAINT "Gig_startupId_fkey" FOREIGN KEY ("startupId") REFERENCES "Startup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_startupId_fkey" FOREIGN KEY ("startupId") REFERENCES "Startup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every startup without a readable address gets one from its name (lib/startups/slug.ts makes new ones the same
-- way), lower-case words joined by hyphens, up to 60 characters. A name already taken (or none left) ends with
-- the last 8 characters of the row id, which is unique.
WITH base AS (
  SELECT "id", "createdAt",
         COALESCE(NULLIF(trim(BOTH '-' FROM left(regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g'), 60)), ''), 'startup') AS "b"
  FROM "Startup" WHERE "slug" IS NULL
), numbered AS (
  SELECT "id", "b", row_number() OVER (PARTITION BY "b" ORDER BY "createdAt", "id") AS "n" FROM base
)
UPDATE "Startup" AS s
SET "slug" = CASE
  WHEN numbered."n" = 1 AND NOT EXISTS (SELECT 1 FROM "Startup" t WHERE t."slug" = numbered."b") THEN numbered."b"
  ELSE numbered."b" || '-' || right(s."id", 8)
END
FROM numbered WHERE s."id" = numbered."id";
