import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { managedOrNotFound } from "@/components/events/managed-or-not-found";
import { CheckInDesk } from "@/components/events/check-in-desk";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { findEventToManage } from "@/lib/events/registration-access";
import { checkInPath, registrationsPath } from "@/lib/events/registration-notices";
import { formatEventSpan } from "@/lib/format/event-span";
import { pageLocale } from "@/lib/i18n/page-locale";

export const metadata: Metadata = { title: "Check-in", robots: { index: false } };

/** The door of one of the member's events (admins: any event): scan or type tickets, see who has arrived. */
export default async function CheckInPage({ params }: { params: Promise<{ id: string; locale?: string }> }) {
  await pageLocale(params);
  const { id } = await params;
  const user = await requireUserOrRedirect(checkInPath(id));
  const event = await managedOrNotFound(findEventToManage(id, user));
  return (
    <div className="flex flex-col gap-8 pt-4">
      <Link
        href={registrationsPath(event.id)}
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> Registrations
      </Link>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Check-in</p>
        <h1 className="text-balance text-3xl font-bold tracking-tight wrap-anywhere md:text-4xl">
          {event.title}
        </h1>
        <p className="text-muted">
          {formatEventSpan(event.date, event.endDate)}
          {event.location ? ` · ${event.location}` : ""}
        </p>
      </header>
      <CheckInDesk eventId={event.id} arrived={event.counts.checkedIn} registered={event.counts.registered} />
    </div>
  );
}
