// A referrer is told when a friend completes their profile, by the friend's name ("Riya Sharma completed their
// profile"), not their username: the name is how the referrer knows them. The coin history says the same.
import { describe, expect, it } from "vitest";
import { awardProfileCompletion } from "@/lib/coins/awards";
import { db } from "@/lib/db";
import { createTestUser } from "@/tests/accounts";

describe("the referral bonus", () => {
  it("names the friend by their name in the referrer's notification and history", async () => {
    const [referrer, friend] = await Promise.all([createTestUser(), createTestUser()]);
    await db.referral.create({ data: { referrerId: referrer.id, referredUserId: friend.id } });
    await db.user.update({
      where: { id: friend.id },
      data: { firstName: "Riya", lastName: "Sharma", bio: "I build on Solana." },
    });
    await db.$transaction((tx) => awardProfileCompletion(tx, friend.id));

    const [note] = await db.notification.findMany({ where: { userId: referrer.id }, select: { body: true } });
    expect(note?.body).toBe("Referral bonus: Riya Sharma completed their profile");
    const bonus = await db.coinTransaction.findFirstOrThrow({
      where: { userId: referrer.id, reason: "referral_bonus" },
      select: { description: true },
    });
    expect(bonus.description).toBe("Referral bonus: Riya Sharma completed their profile");
    expect(`${note?.body} ${bonus.description}`).not.toContain(friend.username);
  });
});
