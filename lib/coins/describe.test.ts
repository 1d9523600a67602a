// Coin transactions' descriptions in the reader's language: an award's stored English text rendered from the
// catalog (its name or title kept as written), a note an admin typed shown as stored, English untouched.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import english from "@/lib/i18n/parts/coinText.en.json";
import { awardTextOf, describeTransactions } from "@/lib/coins/describe";
import type { CoinTransactionDto } from "@/lib/coins/dto";

const tx = (reason: CoinTransactionDto["reason"], description: string): CoinTransactionDto => ({
  id: `tx-${description}`,
  amount: 10,
  type: reason === "reversal" || reason === "manual_debit" ? "debit" : "credit",
  reason,
  description,
  timestamp: "2026-11-20T06:30:00.000Z",
});

const stored = [
  tx("profile_completion", "Profile completion reward"),
  tx("referral_bonus", "Referral bonus: Riya Sharma completed their profile"),
  tx("referral_reward", "Referral reward for joining with a friend's code"),
  tx("listing_submission", "Listing approved: Solidity Developer: L2 rollups"),
  tx("consultation_booking", "Consultation booking reward"),
  tx("reversal", "Consultation cancelled: booking reward reversed"),
  tx("manual_credit", "Thanks for speaking at the Pune meetup"),
  tx("manual_debit", "Profile completion reward"),
];

describe("coin descriptions", () => {
  it("reads the awards' stored texts as their catalog keys", () => {
    expect(awardTextOf("referral_bonus", "Referral bonus: Riya Sharma completed their profile")).toEqual({
      key: "referralBonus",
      values: { name: "Riya Sharma" },
    });
    expect(awardTextOf("listing_submission", "Listing approved: A: B")).toEqual({
      key: "listingApproved",
      values: { title: "A: B" },
    });
    // Only its own reason's texts: an admin's note that happens to read like an award stays free text.
    expect(awardTextOf("manual_debit", "Profile completion reward")).toBeNull();
    expect(awardTextOf("profile_completion", "Profile completion reward, again")).toBeNull();
  });

  it("knows the texts the awards write (lib/coins/awards.ts, lib/consultations/booking-coins.ts)", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const source = ["lib/coins/awards.ts", "lib/consultations/booking-coins.ts"]
      .map((file) => readFileSync(path.join(root, file), "utf8"))
      .join("\n");
    for (const text of Object.values(english)) {
      for (const part of text.split(/\{\w+\}/).filter(Boolean)) expect(source).toContain(part);
    }
  });

  it("leaves English as stored", async () => {
    expect(await describeTransactions(stored, "en")).toEqual(stored);
  });

  it("says the awards in Hindi and keeps names, titles and admins' notes as written", async () => {
    const hindi = (await describeTransactions(stored, "hi")).map((t) => t.description);
    expect(hindi).toEqual([
      "प्रोफ़ाइल पूरी करने का इनाम",
      "रेफ़रल बोनस: Riya Sharma ने अपनी प्रोफ़ाइल पूरी की",
      "दोस्त के कोड से जुड़ने का रेफ़रल इनाम",
      "लिस्टिंग अप्रूव हुई: Solidity Developer: L2 rollups",
      "कंसल्टेशन बुक करने का इनाम",
      "कंसल्टेशन रद्द हुआ: बुकिंग का इनाम वापस लिया गया",
      "Thanks for speaking at the Pune meetup",
      "Profile completion reward",
    ]);
  });
});
