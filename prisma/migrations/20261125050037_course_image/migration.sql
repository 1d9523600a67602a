-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "imageId" TEXT;

-- CreateIndex
CREATE INDEX "Course_imageId_idx" ON "Course"("imageId");

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "Image"("id") ON DELETE SET NULL ON UPDATE CASCADE;
