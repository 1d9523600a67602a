-- CreateEnum
CREATE TYPE "RegistrationApproval" AS ENUM ('automatic', 'organiser');

-- CreateEnum
CREATE TYPE "EventRegistrationStatus" AS ENUM ('pending', 'registered', 'waitlisted', 'declined', 'cancelled');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'event_registration_confirmed';
ALTER TYPE "NotificationKind" ADD VALUE 'event_registration_waitlisted';
ALTER TYPE "NotificationKind" ADD VALUE 'event_registration_declined';
ALTER TYPE "NotificationKind" ADD VALUE 'event_registration_received';

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "checkedInCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastTicketNumber" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pendingCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "registeredCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "registrationApproval" "RegistrationApproval" NOT NULL DEFAULT 'automatic',
ADD COLUMN     "registrationCapacity" INTEGER,
ADD COLUMN     "registrationDeadline" TIMESTAMP(3),
ADD COLUMN     "registrationEnabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "registrationQuestions" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "waitlistCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "EventRegistration" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "EventRegistrationStatus" NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '[]',
    "waitlistedAt" TIMESTAMP(3),
    "decisionMessage" TEXT NOT NULL DEFAULT '',
    "decidedAt" TIMESTAMP(3),
    "checkedInAt" TIMESTAMP(3),
    "checkedInById" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "reminderSentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EventRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EventRegistration_eventId_status_createdAt_id_idx" ON "EventRegistration"("eventId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EventRegistration_eventId_status_waitlistedAt_id_idx" ON "EventRegistration"("eventId", "status", "waitlistedAt", "id");

-- CreateIndex
CREATE INDEX "EventRegistration_userId_createdAt_id_idx" ON "EventRegistration"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "EventRegistration_userId_checkedInAt_idx" ON "EventRegistration"("userId", "checkedInAt" DESC);

-- CreateIndex
CREATE INDEX "EventRegistration_checkedInById_idx" ON "EventRegistration"("checkedInById");

-- CreateIndex
CREATE UNIQUE INDEX "EventRegistration_eventId_userId_key" ON "EventRegistration"("eventId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "EventRegistration_eventId_number_key" ON "EventRegistration"("eventId", "number");

-- AddForeignKey
ALTER TABLE "EventRegistration" ADD CONSTRAINT "EventRegistration_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRegistration" ADD CONSTRAINT "EventRegistration_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRegistration" ADD CONSTRAINT "EventRegistration_checkedInById_fkey" FOREIGN KEY ("checkedInById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
