import { Briefcase, CalendarClock, Gavel } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import type { ComponentProps, ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { RecordList } from "@/components/ui/record-list";
import type { EmptyState } from "@/components/ui/empty-state";
import { localizedPath } from "@/lib/i18n/locales";

type Tab = "applications" | "bids" | "consultations";

/** What each of the member's lists shows while it is empty: its icon and the page its button opens. */
const empties: Record<Tab, { icon: ReactNode; href: string }> = {
  applications: { icon: <Briefcase className="size-10" />, href: "/jobs" },
  bids: { icon: <Gavel className="size-10" />, href: "/gigs" },
  consultations: { icon: <CalendarClock className="size-10" />, href: "/consultation" },
};

/**
 * One of the member's lists, the panel of its dashboard tab: a section named by the tab's label (`action` beside
 * it), then the items; the empty state alone when there are none.
 */
export function PanelList<T>({
  tab,
  action,
  items,
  className,
  children,
}: {
  tab: Tab;
  action?: ReactNode;
  items: T[];
  /** The list's classes. */
  className: string;
  /** One item, keyed. */
  children: (item: T) => ReactNode;
}) {
  const t = useTranslations("dashboard");
  const locale = useLocale();
  const empty: ComponentProps<typeof EmptyState> = {
    icon: empties[tab].icon,
    title: t(`empty.${tab}.title`),
    description: t(`empty.${tab}.text`),
    action: <ButtonLink href={localizedPath(locale, empties[tab].href)}>{t(`empty.${tab}.action`)}</ButtonLink>,
  };
  const list = (
    <RecordList items={items} empty={empty} className={className}>
      {children}
    </RecordList>
  );
  if (items.length === 0) return list;
  return (
    <PanelSection
      id={`${tab}-title`}
      title={t(`tabs.${tab}`)}
      action={action}
    >
      {list}
    </PanelSection>
  );
}
