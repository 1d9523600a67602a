// The coin amounts (one CoinSettings row, id 1): read at the time of each award, so a change affects later
// awards only. The defaults live in prisma/schema/coins-and-consultations.prisma.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { coinSettingKeys, type CoinSettings } from "@/lib/coins/schema";

export { coinSettingKeys, coinSettingsInput, type CoinSettings } from "@/lib/coins/schema";

const select = Object.fromEntries(coinSettingKeys.map((k) => [k, true])) as Record<
  (typeof coinSettingKeys)[number],
  true
>;

/**
 * The current amounts. The row is made by a migration; should it ever be missing, it is made again with the
 * schema's defaults by one INSERT … ON CONFLICT DO NOTHING, which simultaneous callers can all run without a
 * clash (Prisma's upsert is a read then a create, and of racing creates all but one fail).
 */
export async function getCoinSettings(
  client: Prisma.TransactionClient | typeof db = db,
): Promise<CoinSettings> {
  const row = await client.coinSettings.findUnique({ where: { id: 1 }, select });
  if (row) return row;
  await client.$executeRaw`
    INSERT INTO "CoinSettings" ("id", "updatedAt") VALUES (1, CURRENT_TIMESTAMP) ON CONFLICT ("id") DO NOTHING`;
  return client.coinSettings.findUniqueOrThrow({ where: { id: 1 }, select });
}

export async function updateCoinSettings(
  input: CoinSettings,
  client: Prisma.TransactionClient | typeof db = db,
): Promise<CoinSettings> {
  return client.coinSettings.upsert({ where: { id: 1 }, create: { id: 1, ...input }, update: input, select });
}
