import { ArrowLeft, FileDown, Pencil, ScanLine, Users } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { ViewLinks } from "@/components/dashboard/view-links";
import { AttendeeCard } from "@/components/events/attendee-card";
import { buttonClass } from "@/components/ui/button";
import { RecordList } from "@/components/ui/record-list";
import { checkInPath, registrationsPath } from "@/lib/events/registration-notices";
import type { RegistrationPage } from "@/lib/events/registration-lists";
import type { RegistrationListStatus } from "@/lib/events/registration-schema";
import { formatEventSpan } from "@/lib/format/event-span";
import { localizedPath } from "@/lib/i18n/locales";
import { withQuery } from "@/lib/site/query";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-border bg-surface/80 p-4">
      <dt className="text-xs uppercase tracking-wider text-muted">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

/**
 * An event's registrations for its organiser (and admins): the counts kept on its row, the way to the check-in,
 * the CSV and the settings, one status's list a page at a time, each with its decisions.
 */
export function RegistrationsView({ page, position }: { page: RegistrationPage; position: number }) {
  const t = useTranslations("events.manage");
  const locale = useLocale();
  const tab = (s: RegistrationListStatus) => t(`tabs.${s}`);
  const { event, status } = page;
  const r = event.registration;
  const path = localizedPath(locale, registrationsPath(event.id));
  const counts: Partial<Record<RegistrationListStatus, number>> = {
    registered: event.counts.registered,
    waitlisted: event.counts.waitlisted,
    pending: event.counts.pending,
  };
  const shown = registrationListOrder.filter(
    (s) => s !== "pending" || r?.approval === "organiser" || event.counts.pending > 0 || status === "pending",
  );
  const links = shown.map((s) => ({
    value: s,
    label: counts[s] !== undefined ? t("tabCount", { label: tab(s), count: counts[s] }) : tab(s),
    href: withQuery(path, { status: s === "registered" ? undefined : s }),
  }));
  const full = r?.capacity != null && event.counts.registered >= r.capacity;
  return (
    <div className="flex flex-col gap-8 pt-4">
      <Link
        href={localizedPath(locale, "/dashboard/listings")}
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t("back")}
      </Link>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{t("eyebrow")}</p>
        <h1 className="text-balance text-3xl font-bold tracking-tight wrap-anywhere md:text-4xl">
          <Link href={localizedPath(locale, `/event/${event.id}`)} className="hover:text-[#c4b5fd]">
            {event.title}
          </Link>
        </h1>
        <p className="text-muted">
          {formatEventSpan(event.date, event.endDate, locale)}
          {event.location ? ` · ${event.location}` : ""}
          {r ? "" : ` · ${t("off")}`}
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat
          label={t("stats.registered")}
          value={
            r?.capacity != null
              ? `${event.counts.registered} / ${r.capacity}`
              : String(event.counts.registered)
          }
        />
        <Stat label={t("stats.waitlisted")} value={String(event.counts.waitlisted)} />
        <Stat label={t("stats.pending")} value={String(event.counts.pending)} />
        <Stat label={t("stats.checkedIn")} value={String(event.counts.checkedIn)} />
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link href={localizedPath(locale, checkInPath(event.id))} className={buttonClass("primary", "md")}>
          <ScanLine aria-hidden className="size-4" /> {t("checkInGuests")}
        </Link>
        <a
          href={`/api/events/${event.id}/registrations.csv`}
          download
          className={buttonClass("secondary", "md")}
        >
          <FileDown aria-hidden className="size-4" /> {t("export")}
        </a>
        <Link
          href={localizedPath(locale, `/submit-listing?type=event&edit=true&id=${event.id}`)}
          className={buttonClass("ghost", "md")}
          aria-label={t("editLabel", { title: event.title })}
        >
          <Pencil aria-hidden className="size-4" /> {t("edit")}
        </Link>
      </div>
      <ViewLinks label={t("statusLabel")} links={links} current={status} />
      <section aria-labelledby="registrations-list-title" className="flex flex-col gap-4">
        <h2 id="registrations-list-title" className="sr-only">
          {tab(status)}
        </h2>
        <RecordList
          items={page.registrations}
          ordered={status === "waitlisted"}
          className="flex flex-col gap-4"
          empty={{
            icon: <Users className="size-10" />,
            title: t(`empty.${status}.title`),
            description: t(`empty.${status}.description`),
          }}
        >
          {(a) => (
            <AttendeeCard
              key={a.id}
              attendee={a}
              eventId={event.id}
              full={full}
              position={status === "waitlisted" ? position + page.registrations.indexOf(a) : undefined}
            />
          )}
        </RecordList>
        {page.nextCursor && (
          <Link
            href={withQuery(path, {
              status: status === "registered" ? undefined : status,
              cursor: page.nextCursor,
              from: String(position + page.registrations.length),
            })}
            className={buttonClass("secondary", "sm", "self-start")}
          >
            {t("next", { count: page.registrations.length })}
          </Link>
        )}
      </section>
    </div>
  );
}

const registrationListOrder: RegistrationListStatus[] = [
  "registered",
  "waitlisted",
  "pending",
  "declined",
  "cancelled",
];
