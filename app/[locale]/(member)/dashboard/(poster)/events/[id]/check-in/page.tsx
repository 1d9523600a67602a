import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { managedOrNotFound } from "@/components/events/managed-or-not-found";
import { CheckInDesk } from "@/components/events/check-in-desk";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { findEventToManage } from "@/lib/events/registration-access";
import { checkInPath, registrationsPath } from "@/lib/events/registration-notices";
import { formatEventSpan } from "@/lib/format/event-span";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale?: string }> }): Promise<Metadata> {
  const { locale = "en" } = await params;
  const t = await getTranslations({ locale, namespace: "events.meta" });
  return { title: t("checkInTitle"), robots: { index: false } };
}

/** The door of one of the member's events (admins: any event): scan or type tickets, see who has arrived. */
export default async function CheckInPage({ params }: { params: Promise<{ id: string; locale?: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations("events.checkInPage");
  const { id } = await params;
  const user = await requireUserOrRedirect(checkInPath(id));
  const event = await managedOrNotFound(findEventToManage(id, user));
  return (
    <div className="flex flex-col gap-8 pt-4">
      <Link
        href={registrationsPath(event.id)}
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t("back")}
      </Link>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{t("eyebrow")}</p>
        <h1 className="text-balance text-3xl font-bold tracking-tight wrap-anywhere md:text-4xl">
          {event.title}
        </h1>
        <p className="text-muted">
          {formatEventSpan(event.date, event.endDate, locale)}
          {event.location ? ` · ${event.location}` : ""}
        </p>
      </header>
      <ClientMessages namespaces={["eventsCheckIn"]}>
        <CheckInDesk eventId={event.id} arrived={event.counts.checkedIn} registered={event.counts.registered} />
      </ClientMessages>
    </div>
  );
}
