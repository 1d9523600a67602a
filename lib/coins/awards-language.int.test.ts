// A referral bonus's notification reads in its reader's language: its title and its reason (the friend's name as
// written); English as stored.
import { describe, expect, it } from "vitest";
import { awardProfileCompletion } from "@/lib/coins/awards";
import { db } from "@/lib/db";
import { notificationWords } from "@/lib/notifications/text";
import { createTestUser } from "@/tests/accounts";

describe("the referral bonus notification", () => {
  it("says the bonus and its reason in Hindi, and in English as before", async () => {
    const [referrer, friend] = await Promise.all([createTestUser(), createTestUser()]);
    await db.referral.create({ data: { referrerId: referrer.id, referredUserId: friend.id } });
    await db.user.update({
      where: { id: friend.id },
      data: { firstName: "Meera", lastName: "Iyer", bio: "I build on Solana." },
    });
    await db.$transaction((tx) => awardProfileCompletion(tx, friend.id));
    const rows = await db.notification.findMany({
      where: { userId: referrer.id, kind: "coins_credited" },
      select: { title: true, body: true, text: true },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toBe("Referral bonus: Meera Iyer completed their profile");
    const [english] = await notificationWords(rows, "en");
    expect(english!.body).toBe("Referral bonus: Meera Iyer completed their profile");
    const [hindi] = await notificationWords(rows, "hi");
    expect(hindi!.body).toBe("रेफ़रल बोनस: Meera Iyer ने अपनी प्रोफ़ाइल पूरी की");
    expect(hindi!.title).toMatch(/कॉइन जोड़े गए$/);
  });
});
