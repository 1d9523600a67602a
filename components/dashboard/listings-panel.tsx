import { Briefcase, BriefcaseBusiness, CalendarDays, Rocket } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import type { ComponentProps } from "react";
import { ListingRow, type ListingRowData } from "@/components/dashboard/listing-row";
import { ButtonLink } from "@/components/ui/button";
import { RecordList } from "@/components/ui/record-list";
import { ReloadLink } from "@/components/ui/reload-link";
import type { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/states";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import type { MyListings } from "@/lib/listing-views/my-listings";

function Section({
  id,
  title,
  rows,
  failed,
  retry,
  empty,
}: {
  id: string;
  title: string;
  rows: ListingRowData[] | null;
  failed: string;
  retry: string;
  empty: ComponentProps<typeof EmptyState>;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {rows === null ? (
        <ErrorState title={failed} action={<ReloadLink label={retry} />} />
      ) : (
        <RecordList items={rows} empty={empty} className="flex flex-col gap-3">
          {(r) => <ListingRow key={r.id} listing={r} />}
        </RecordList>
      )}
    </section>
  );
}

const kinds = [
  { kind: "job", icon: Briefcase },
  { kind: "event", icon: CalendarDays },
  { kind: "gig", icon: BriefcaseBusiness },
  { kind: "startup", icon: Rocket },
] as const;

/**
 * My Listings: the member's jobs, events, gigs and startups of every status, in four sections. The rows' buttons
 * (Close, Delete) read their words in the browser: the namespace dashboardActions is sent with them.
 */
export function ListingsPanel({ listings }: { listings: MyListings }) {
  const t = useTranslations("dashboard.listings");
  const locale = useLocale();
  return (
    <ClientMessages namespaces={["dashboardActions"]}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {kinds.map(({ kind, icon: Icon }) => (
          <Section
            key={kind}
            id={`${kind}-listings`}
            title={t(`${kind}.title`)}
            rows={listings[kind]}
            failed={t(`${kind}.failed`)}
            retry={t("retry")}
            empty={{
              icon: <Icon className="size-8" />,
              title: t(`${kind}.emptyTitle`),
              description: t(`${kind}.emptyText`),
              action: (
                <ButtonLink href={localizedPath(locale, `/submit-listing?type=${kind}`)} variant="secondary">
                  {t(`${kind}.cta`)}
                </ButtonLink>
              ),
            }}
          />
        ))}
      </div>
    </ClientMessages>
  );
}
