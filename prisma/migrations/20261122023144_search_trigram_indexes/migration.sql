-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "Job_searchText_idx" ON "Job" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Event_searchText_idx" ON "Event" USING GIN ("searchText" gin_trgm_ops);
