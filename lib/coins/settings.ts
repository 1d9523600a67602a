// The coin amounts (one CoinSettings row, id 1): read at the time of each award, so a change affects later
// awards only. The defaults live in prisma/schema.prisma.
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export const coinSettingKeys = [
  "profileCompletion",
  "referralBonus",
  "referralReward",
  "consultationBooking",
  "listingSubmission",
] as const;

export type CoinSettings = Record<(typeof coinSettingKeys)[number], number>;

const select = Object.fromEntries(coinSettingKeys.map((k) => [k, true])) as Record<
  (typeof coinSettingKeys)[number],
  true
>;

/** The current amounts; the row is created with the schema's defaults the first time anyone asks. */
export async function getCoinSettings(
  client: Prisma.TransactionClient | typeof db = db,
): Promise<CoinSettings> {
  const row =
    (await client.coinSettings.findUnique({ where: { id: 1 }, select })) ??
    (await client.coinSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {}, select }));
  return row;
}

const amount = z.coerce
  .number({ error: "Please enter a number" })
  .int("Please enter a whole number of coins")
  .min(0, "Coin amounts cannot be negative")
  .max(100_000, "Coin amounts must be at most 100000");

/** The admin's coin settings form (the back office) and PUT of the settings. */
export const CoinSettingsInput = z.object(
  Object.fromEntries(coinSettingKeys.map((k) => [k, amount])) as Record<
    (typeof coinSettingKeys)[number],
    typeof amount
  >,
);

export async function updateCoinSettings(input: CoinSettings): Promise<CoinSettings> {
  return db.coinSettings.upsert({ where: { id: 1 }, create: { id: 1, ...input }, update: input, select });
}
