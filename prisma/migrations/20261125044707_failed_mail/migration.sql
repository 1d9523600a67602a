-- CreateTable
CREATE TABLE "FailedMail" (
    "id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "replyTo" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "error" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 2,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FailedMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FailedMail_createdAt_idx" ON "FailedMail"("createdAt");
