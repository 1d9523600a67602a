-- AlterEnum
ALTER TYPE "ApplicationStatus" ADD VALUE 'closed';

-- A gig whose poster accepted a bid is awarded: closed to bids and out of the open lists, as an acceptance now
-- records it (lib/bids/mutations.ts). Gigs awarded before this are marked the same way, from their accepted bid.
UPDATE "Gig" AS g
   SET "closedAt" = b."updatedAt", "closedReason" = 'Awarded'
  FROM "Bid" AS b
 WHERE b."gigId" = g."id" AND b."status" = 'accepted' AND g."closedAt" IS NULL;
