-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "btree_gin";

-- DropIndex
DROP INDEX "Job_skillKeys_idx";

-- DropIndex
DROP INDEX "Job_searchText_idx";

-- DropIndex
DROP INDEX "Event_searchText_idx";

-- CreateIndex
CREATE INDEX "Job_search_filters_idx" ON "Job" USING GIN ("searchText" gin_trgm_ops, "skillKeys" array_ops, "workMode" text_ops, "city" text_ops, "experience" text_ops);

-- CreateIndex
CREATE INDEX "Event_search_filters_idx" ON "Event" USING GIN ("searchText" gin_trgm_ops, "type" text_ops, "city" text_ops);
