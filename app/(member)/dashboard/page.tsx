import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountSettings } from "@/components/dashboard/account-settings";
import { CoinsPanel } from "@/components/dashboard/coins-panel";
import { DashboardTabs, type DashboardTab } from "@/components/dashboard/dashboard-tabs";
import { ListingsPanel } from "@/components/dashboard/listings-panel";
import { greeting } from "@/lib/accounts/greeting";
import { getSession } from "@/lib/auth/session";
import { loginPath } from "@/lib/auth/return-url";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const tabs: DashboardTab[] = ["coins", "listings", "settings"];

export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await getSession();
  if (!session) redirect(loginPath("/dashboard"));
  const { user, claims } = session;
  const requested = (await searchParams).tab;
  const tab = tabs.find((t) => t === requested) ?? "coins";

  return (
    <div className="flex flex-col gap-8 pt-4">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Dashboard</p>
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">
          {greeting(user, claims.isNewUser)}
        </h1>
        <p className="text-muted">Your coins, your listings and your account, in one place.</p>
      </header>
      <DashboardTabs
        defaultTab={tab}
        coins={<CoinsPanel coins={user.coins} referralCode={user.referralCode} />}
        listings={<ListingsPanel user={user} />}
        settings={<AccountSettings user={user} />}
      />
    </div>
  );
}
