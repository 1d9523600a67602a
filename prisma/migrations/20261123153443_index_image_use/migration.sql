-- CreateIndex
CREATE INDEX "Image_createdAt_idx" ON "Image"("createdAt");

-- CreateIndex
CREATE INDEX "Job_imageId_idx" ON "Job"("imageId");

-- CreateIndex
CREATE INDEX "Event_imageId_idx" ON "Event"("imageId");
