import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DashboardFrame } from "@/components/dashboard/dashboard-frame";
import { greetingName } from "@/lib/accounts/greeting";
import { getSession } from "@/lib/auth/session";
import { dashboardPath, dashboardTabs } from "@/lib/dashboard/sections";
import { localizedPath } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";

/** A tab's key in the catalog: "saved-searches" → "savedSearches". */
const tabKey = (tab: string) => tab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

type Props = { children: ReactNode; params?: Promise<{ locale?: string }> };

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const locale = (await params)?.locale ?? "en";
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The sections' common header and tabs. Each page makes its own guard (a layout does not run again on client
 * navigation), so a guest is sent to /login with the exact URL asked for; here a guest gets no frame.
 */
export default async function DashboardLayout({ children, params }: Props) {
  // Rendered beside its page: it says the language itself before reading the catalog.
  await pageLocale(params);
  const session = await getSession();
  if (!session) return children;
  const locale = (await params)?.locale ?? "en";
  const t = await getTranslations({ locale, namespace: "dashboard" });
  const name = greetingName(session.user);
  return (
    <DashboardFrame
      eyebrow={t("eyebrow")}
      greeting={session.claims.isNewUser ? t("greetingNew", { name }) : t("greetingBack", { name })}
      intro={t("intro")}
      tabsLabel={t("tabsLabel")}
      tabs={dashboardTabs.map((tab) => ({
        value: tab.value,
        label: t(`tabs.${tabKey(tab.value)}`),
        href: localizedPath(locale, dashboardPath(tab.value)),
      }))}
    >
      {children}
    </DashboardFrame>
  );
}
