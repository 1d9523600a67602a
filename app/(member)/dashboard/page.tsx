import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountSettings } from "@/components/dashboard/account-settings";
import { ActivityPanel } from "@/components/dashboard/activity-panel";
import { ApplicationsPanel } from "@/components/dashboard/applications-panel";
import { BidsPanel } from "@/components/dashboard/bids-panel";
import { CoinsPanel, coinViews, type CoinView } from "@/components/dashboard/coins-panel";
import { ConsultationsPanel } from "@/components/dashboard/consultations-panel";
import { DashboardTabs, dashboardTabs, type DashboardTab } from "@/components/dashboard/dashboard-tabs";
import { ListingsPanel } from "@/components/dashboard/listings-panel";
import { greeting } from "@/lib/accounts/greeting";
import { listActivity } from "@/lib/activity/queries";
import { getSession } from "@/lib/auth/session";
import { loginPath } from "@/lib/auth/return-url";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function pick<T extends string>(options: readonly { value: T }[], requested: unknown, fallback: T): T {
  return options.find((o) => o.value === requested)?.value ?? fallback;
}

export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await getSession();
  const params = await searchParams;
  if (!session) {
    const query = new URLSearchParams(
      Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
    ).toString();
    redirect(loginPath(query ? `/dashboard?${query}` : "/dashboard"));
  }
  const { user, claims } = session;
  // Activity is read when it is the tab, or to choose the default: Activity when there is any, else My Coins.
  const requested = dashboardTabs.find((t) => t.value === params.tab)?.value;
  const activity = !requested || requested === "activity" ? await listActivity(user) : null;
  const tab: DashboardTab = requested ?? (activity?.length ? "activity" : "coins");
  const view: CoinView = pick(coinViews, params.view, "overview");
  const page = Math.max(1, Number.parseInt(String(params.page ?? "1"), 10) || 1);

  return (
    <div className="flex flex-col gap-8 pt-4">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Dashboard</p>
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">
          {greeting(user, claims.isNewUser)}
        </h1>
        <p className="text-muted">
          Your applications, bids, listings, consultations, coins and account, in one place.
        </p>
      </header>
      <DashboardTabs current={tab}>
        {tab === "activity" && <ActivityPanel items={activity ?? []} />}
        {tab === "coins" && <CoinsPanel user={user} view={view} page={page} />}
        {tab === "listings" && <ListingsPanel user={user} />}
        {tab === "applications" && <ApplicationsPanel userId={user.id} />}
        {tab === "bids" && <BidsPanel userId={user.id} />}
        {tab === "consultations" && <ConsultationsPanel userId={user.id} />}
        {tab === "settings" && <AccountSettings user={user} />}
      </DashboardTabs>
    </div>
  );
}
