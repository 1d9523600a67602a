-- DropIndex
DROP INDEX "Job_status_createdAt_idx";

-- DropIndex
DROP INDEX "Event_status_createdAt_idx";

-- CreateIndex
CREATE INDEX "Job_status_createdAt_id_applicationDeadline_idx" ON "Job"("status", "createdAt" DESC, "id" DESC, "applicationDeadline");

-- CreateIndex
CREATE INDEX "Event_status_createdAt_id_date_idx" ON "Event"("status", "createdAt" DESC, "id" DESC, "date");
