-- DropIndex
DROP INDEX "Job_status_createdAt_id_applicationDeadline_idx";

-- AlterTable
ALTER TABLE "Gig" ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "closedReason" TEXT;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "closedReason" TEXT;

-- CreateIndex
CREATE INDEX "Job_status_createdAt_id_applicationDeadline_closedAt_idx" ON "Job"("status", "createdAt" DESC, "id" DESC, "applicationDeadline", "closedAt");
