import { useLocale, useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { TabLinks } from "@/components/ui/tab-links";
import { localizedPath } from "@/lib/i18n/locales";

export const coinViews = [
  { value: "overview", label: "My Coins" },
  { value: "history", label: "Transaction History" },
  { value: "referrals", label: "Referral History" },
] as const;

export type CoinView = (typeof coinViews)[number]["value"];

/** My Coins, Transaction History, Referral History: inner tabs in the URL (/dashboard/coins?view=), `view` shown. */
export function CoinsPanel({ view, children }: { view: CoinView; children: ReactNode }) {
  const t = useTranslations("coins");
  const locale = useLocale();
  return (
    <TabLinks
      label={t("tabsLabel")}
      current={view}
      className="flex flex-col gap-5"
      tabs={coinViews.map((v) => ({
        value: v.value,
        label: t(`views.${v.value}`),
        href: localizedPath(
          locale,
          v.value === "overview" ? "/dashboard/coins" : `/dashboard/coins?view=${v.value}`,
        ),
      }))}
    >
      {children}
    </TabLinks>
  );
}
