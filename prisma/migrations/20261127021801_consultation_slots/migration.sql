-- AlterTable
ALTER TABLE "Consultation" ADD COLUMN     "reminderSentAt" TIMESTAMP(3),
ADD COLUMN     "slotMinutes" INTEGER,
ADD COLUMN     "slotStart" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ConsultationSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "sessionMinutes" INTEGER NOT NULL DEFAULT 30,
    "meetingUrl" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConsultationSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConsultationHours" (
    "weekday" INTEGER NOT NULL,
    "startMinute" INTEGER NOT NULL,
    "endMinute" INTEGER NOT NULL,

    CONSTRAINT "ConsultationHours_pkey" PRIMARY KEY ("weekday")
);

-- CreateTable
CREATE TABLE "ConsultationBlockedDate" (
    "date" TEXT NOT NULL,

    CONSTRAINT "ConsultationBlockedDate_pkey" PRIMARY KEY ("date")
);

-- CreateIndex
CREATE UNIQUE INDEX "Consultation_slotStart_key" ON "Consultation"("slotStart");

-- CreateIndex
CREATE INDEX "Consultation_scheduledDate_idx" ON "Consultation"("scheduledDate");
