import { Activity } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { ActivityList } from "@/components/dashboard/activity-list";
import { PanelSection } from "@/components/ui/panel-section";
import { ButtonLink } from "@/components/ui/button";
import type { ActivityItem } from "@/lib/activity/queries";
import { localizedPath } from "@/lib/i18n/locales";

/** Activity: everything the member has going, newest first, each with its status and a link to follow it. */
export function ActivityPanel({ items }: { items: ActivityItem[] }) {
  const t = useTranslations("dashboard.activity");
  const locale = useLocale();
  const list = (
    <ActivityList
      items={items}
      hrefFor={(item) => localizedPath(locale, item.href)}
      empty={{
        icon: <Activity className="size-10" />,
        title: t("emptyTitle"),
        description: t("emptyText"),
        action: <ButtonLink href={localizedPath(locale, "/jobs")}>{t("emptyAction")}</ButtonLink>,
      }}
    />
  );
  if (items.length === 0) return list;
  return (
    <PanelSection id="activity-title" title={t("title")}>
      {list}
    </PanelSection>
  );
}
