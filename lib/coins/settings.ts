// The coin amounts (one CoinSettings row, id 1): read at the time of each award, so a change affects later
// awards only. The defaults live in prisma/schema/coins-and-consultations.prisma.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { coinSettingKeys, type CoinSettings } from "@/lib/coins/schema";

export { coinSettingKeys, CoinSettingsInput, type CoinSettings } from "@/lib/coins/schema";

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

export async function updateCoinSettings(
  input: CoinSettings,
  client: Prisma.TransactionClient | typeof db = db,
): Promise<CoinSettings> {
  return client.coinSettings.upsert({ where: { id: 1 }, create: { id: 1, ...input }, update: input, select });
}
