// The coin settings' keys and the admin's form for them (no server code: the form uses it too).
import { z } from "zod";

export const coinSettingKeys = [
  "profileCompletion",
  "referralBonus",
  "referralReward",
  "consultationBooking",
  "listingSubmission",
] as const;

export type CoinSettings = Record<(typeof coinSettingKeys)[number], number>;

// The specification's rule: what is not a number becomes 0 (then a negative is still refused).
const amount = z.preprocess(
  (v) => (typeof v === "string" && (v.trim() === "" || Number.isNaN(Number(v))) ? 0 : v),
  z.coerce
    .number({ error: "Please enter a number" })
    .int("Please enter a whole number of coins")
    .min(0, "Coin amounts cannot be negative")
    .max(100_000, "Coin amounts must be at most 100000"),
);

/** The admin's coin settings form (the back office) and PUT of the settings. */
export const coinSettingsInput = z.object(
  Object.fromEntries(coinSettingKeys.map((k) => [k, amount])) as Record<
    (typeof coinSettingKeys)[number],
    typeof amount
  >,
);
