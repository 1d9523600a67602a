-- CreateIndex
CREATE INDEX "Event_status_date_createdAt_id_idx" ON "Event"("status", "date", "createdAt" DESC, "id" DESC);
