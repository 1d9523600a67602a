// GET /api/admin/coin-settings → { settings }; PUT (the five amounts, whole numbers ≥ 0) → { settings }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { saveCoinSettings } from "@/lib/admin/settings";
import { coinSettingsInput, getCoinSettings } from "@/lib/coins/settings";

export const GET = apiHandler(
  { tag: "Back office", summary: "The five coin amounts", auth: "admin" },
  async () => ({ settings: await getCoinSettings() }),
);

export const PUT = apiHandler(
  { tag: "Back office", summary: "Change the coin amounts", auth: "admin", body: coinSettingsInput },
  async ({ user, body }) => ({
    success: true,
    settings: await saveCoinSettings(user, body),
  }),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
