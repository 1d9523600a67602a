import type { ReactNode } from "react";
import { TabLinks } from "@/components/ui/tab-links";

export const coinViews = [
  { value: "overview", label: "My Coins" },
  { value: "history", label: "Transaction History" },
  { value: "referrals", label: "Referral History" },
] as const;

export type CoinView = (typeof coinViews)[number]["value"];

/** My Coins, Transaction History, Referral History: inner tabs in the URL (/dashboard/coins?view=), `view` shown. */
export function CoinsPanel({ view, children }: { view: CoinView; children: ReactNode }) {
  return (
    <TabLinks
      label="Coins"
      current={view}
      className="flex flex-col gap-5"
      tabs={coinViews.map((v) => ({
        ...v,
        href: v.value === "overview" ? "/dashboard/coins" : `/dashboard/coins?view=${v.value}`,
      }))}
    >
      {children}
    </TabLinks>
  );
}
