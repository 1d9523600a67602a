// When coins are paid. Each award has its own idempotency key, so it is paid once however often (or however
// concurrently) the event that earns it happens. Amounts come from the settings at the time of the award.
import { getCoinSettings } from "@/lib/coins/settings";
import { postCoins } from "@/lib/coins/ledger";
import type { Prisma } from "@/lib/generated/prisma/client";
import { coinsCredited } from "@/lib/notifications/events";
import type { TextPart } from "@/lib/notifications/text";
import { notify } from "@/lib/notifications/write";

type Tx = Prisma.TransactionClient;

export const awardKeys = {
  profileCompletion: (userId: string) => `profile_completion:${userId}`,
  referralBonus: (referralId: string) => `referral_bonus:${referralId}`,
  referralReward: (referralId: string) => `referral_reward:${referralId}`,
  listingSubmission: (kind: string, id: string) => `listing_submission:${kind}:${id}`,
  consultationBooking: (consultationId: string) => `consultation_booking:${consultationId}`,
  consultationReversal: (consultationId: string) => `reversal:consultation_booking:${consultationId}`,
};

export function isProfileComplete(profile: { firstName: string; lastName: string; bio: string }): boolean {
  return [profile.firstName, profile.lastName, profile.bio].every((value) => value.trim().length > 0);
}

/**
 * The first time a member's profile has a first name, last name and bio: the profile award, and when they
 * joined with a referral code, the referral completes: the referrer's bonus (and their notification) and the
 * member's reward.
 * Returns what the member was paid.
 */
export async function awardProfileCompletion(tx: Tx, userId: string): Promise<number> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { firstName: true, lastName: true, bio: true },
  });
  if (!isProfileComplete(user)) return 0;
  const settings = await getCoinSettings(tx);
  let paid = await postCoins(tx, {
    userId,
    amount: settings.profileCompletion,
    type: "credit",
    reason: "profile_completion",
    description: "Profile completion reward",
    idempotencyKey: awardKeys.profileCompletion(userId),
  });
  const referral = await tx.referral.findUnique({
    where: { referredUserId: userId },
    select: { id: true, referrerId: true, status: true },
  });
  if (referral?.status === "pending") {
    const { count } = await tx.referral.updateMany({
      where: { id: referral.id, status: "pending" },
      data: { status: "completed" },
    });
    if (count === 1) {
      // The friend by name, as the referrer knows them (the username is a handle).
      const name = `${user.firstName} ${user.lastName}`;
      const description = `Referral bonus: ${name} completed their profile`;
      const bonus = await postCoins(tx, {
        userId: referral.referrerId,
        amount: settings.referralBonus,
        type: "credit",
        reason: "referral_bonus",
        description,
        idempotencyKey: awardKeys.referralBonus(referral.id),
      });
      // The referrer did nothing just now: they are told (the member completing the profile sees their award).
      if (bonus > 0) {
        const credited = coinsCredited(
          { userId: referral.referrerId, amount: bonus, reason: description },
          userId,
        );
        // Its reason as a catalog text too (notificationText), so a referrer reading in another language reads it in
        // theirs; the friend's name as written.
        const text = credited.text && {
          ...credited.text,
          body: ["coins.referralBonus", { name }] as TextPart,
        };
        await notify(tx, { ...credited, text });
      }
      paid += await postCoins(tx, {
        userId,
        amount: settings.referralReward,
        type: "credit",
        reason: "referral_reward",
        description: "Referral reward for joining with a friend's code",
        idempotencyKey: awardKeys.referralReward(referral.id),
      });
    }
  }
  return paid;
}

/** An admin approved a member's listing: its poster is paid once per listing. */
export async function awardListingApproval(
  tx: Tx,
  listing: {
    kind: "job" | "event" | "startup" | "gig";
    id: string;
    title: string;
    postedById: string | null;
  },
): Promise<number> {
  if (!listing.postedById) return 0;
  const settings = await getCoinSettings(tx);
  return postCoins(tx, {
    userId: listing.postedById,
    amount: settings.listingSubmission,
    type: "credit",
    reason: "listing_submission",
    description: `Listing approved: ${listing.title}`,
    idempotencyKey: awardKeys.listingSubmission(listing.kind, listing.id),
  });
}
