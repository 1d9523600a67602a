// GET /api/admin/coin-settings → { settings }; PUT (the five amounts, whole numbers ≥ 0) → { settings }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { saveCoinSettings } from "@/lib/admin/settings";
import { CoinSettingsInput, getCoinSettings } from "@/lib/coins/settings";

export const GET = apiHandler({ auth: "admin" }, async () => ({ settings: await getCoinSettings() }));

export const PUT = apiHandler({ auth: "admin", body: CoinSettingsInput }, async ({ user, body }) => ({
  success: true,
  settings: await saveCoinSettings(user.id, body),
}));

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
