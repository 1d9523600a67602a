-- CreateEnum
CREATE TYPE "NotificationKind" AS ENUM ('listing_approved', 'listing_rejected', 'application_received', 'bid_received', 'application_decided', 'bid_decided', 'consultation_accepted', 'consultation_rescheduled', 'consultation_rejected', 'consultation_cancelled', 'coins_credited', 'saved_search_matches');

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "href" TEXT NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_id_idx" ON "Notification"("userId", "createdAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
-- The unread count (lib/notifications/queries.ts countUnread): only unread rows are indexed, so the count
-- reads a few entries per member however many they have read (a partial index: the partialIndexes preview).
CREATE INDEX "Notification_unread_idx" ON "Notification"("userId") WHERE ("readAt" IS NULL);
