// The coin settings as an admin changes them: the new amounts and their audit row in one transaction (the next
// award reads them).
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { coinSettingKeys, updateCoinSettings, type CoinSettings } from "@/lib/coins/settings";
import { db } from "@/lib/db";

export async function saveCoinSettings(admin: Actor, input: CoinSettings): Promise<CoinSettings> {
  const adminId = assertAdmin(admin).id;
  return db.$transaction(async (tx) => {
    const saved = await updateCoinSettings(input, tx);
    await writeAudit(tx, adminId, {
      action: "coin_settings.update",
      targetType: "coin_settings",
      targetId: "1",
      summary: coinSettingKeys.map((k) => `${k} ${saved[k]}`).join(", "),
    });
    return saved;
  });
}
