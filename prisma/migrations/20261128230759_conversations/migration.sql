-- CreateEnum
CREATE TYPE "ThreadSide" AS ENUM ('poster', 'member');

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'message_received';

-- CreateTable
CREATE TABLE "Thread" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT,
    "bidId" TEXT,
    "subject" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reportedAt" TIMESTAMP(3),

    CONSTRAINT "Thread_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ThreadParticipant" (
    "threadId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "side" "ThreadSide" NOT NULL,
    "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unread" INTEGER NOT NULL DEFAULT 0,
    "lastReadAt" TIMESTAMP(3),
    "lastMailedAt" TIMESTAMP(3),

    CONSTRAINT "ThreadParticipant_pkey" PRIMARY KEY ("threadId","userId")
);

-- CreateTable
CREATE TABLE "ThreadMessage" (
    "id" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "senderId" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ThreadMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ThreadReport" (
    "id" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "reporterId" TEXT,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "ThreadReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Thread_applicationId_key" ON "Thread"("applicationId");

-- CreateIndex
CREATE UNIQUE INDEX "Thread_bidId_key" ON "Thread"("bidId");

-- CreateIndex
CREATE INDEX "Thread_reportedAt_id_idx" ON "Thread"("reportedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ThreadParticipant_userId_lastMessageAt_threadId_idx" ON "ThreadParticipant"("userId", "lastMessageAt" DESC, "threadId" DESC);

-- CreateIndex
CREATE INDEX "ThreadParticipant_unread_idx" ON "ThreadParticipant"("userId") WHERE ("unread" > 0);

-- CreateIndex
CREATE INDEX "ThreadMessage_threadId_createdAt_id_idx" ON "ThreadMessage"("threadId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ThreadMessage_senderId_idx" ON "ThreadMessage"("senderId");

-- CreateIndex
CREATE INDEX "ThreadReport_threadId_createdAt_idx" ON "ThreadReport"("threadId", "createdAt");

-- CreateIndex
CREATE INDEX "ThreadReport_reporterId_idx" ON "ThreadReport"("reporterId");

-- AddForeignKey
ALTER TABLE "Thread" ADD CONSTRAINT "Thread_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "JobApplication"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Thread" ADD CONSTRAINT "Thread_bidId_fkey" FOREIGN KEY ("bidId") REFERENCES "Bid"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ThreadParticipant" ADD CONSTRAINT "ThreadParticipant_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ThreadParticipant" ADD CONSTRAINT "ThreadParticipant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ThreadMessage" ADD CONSTRAINT "ThreadMessage_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ThreadMessage" ADD CONSTRAINT "ThreadMessage_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ThreadReport" ADD CONSTRAINT "ThreadReport_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ThreadReport" ADD CONSTRAINT "ThreadReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
