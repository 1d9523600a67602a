import { CoinsAdminPanel } from "@/components/admin/coins-admin-panel";
import { listManualCoins } from "@/lib/admin/coins";
import { adminMetadata } from "@/lib/admin/sections";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { getCoinSettings } from "@/lib/coins/settings";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("coins");

/** Coin Management: the five amounts and the newest manual transactions. */
export default async function AdminCoinsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const admin = await requireAdminOrRedirect("/admin/coins");
  const [settings, recent] = await Promise.all([getCoinSettings(), listManualCoins(admin)]);
  return <CoinsAdminPanel settings={settings} recent={recent} />;
}
