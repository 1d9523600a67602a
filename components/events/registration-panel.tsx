import { ClipboardList, QrCode, ScanLine, Ticket } from "lucide-react";
import Link from "next/link";
import { CancelRegistrationButton } from "@/components/events/cancel-registration-button";
import { RegisterButton } from "@/components/events/register-button";
import { RegistrationBadge } from "@/components/events/registration-badge";
import { buttonClass } from "@/components/ui/button";
import type { EventDto } from "@/lib/events/dto";
import type { MyRegistrationDto } from "@/lib/events/registration-dto";
import { checkInPath, registrationsPath, ticketPath } from "@/lib/events/registration-notices";
import { hasStarted, registrationClosesAt, registrationPhase } from "@/lib/events/registration-state";
import { formatEventDate } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";

/** What the member's own registration says, and what they can do with it. */
function Mine({ event, mine }: { event: EventDto; mine: MyRegistrationDto }) {
  const started = hasStarted(event.date);
  const cancel =
    !started &&
    !mine.checkedInAt &&
    (mine.status === "registered" || mine.status === "waitlisted" || mine.status === "pending") ? (
      <CancelRegistrationButton eventId={event.id} title={event.title} status={mine.status} />
    ) : null;
  const line = {
    registered: mine.checkedInAt
      ? "You checked in. Enjoy the event!"
      : "You are registered. Show your ticket at the door.",
    waitlisted: `You are on the waitlist: number ${mine.waitlistPosition ?? 1} in the queue. We mail you when a place opens up.`,
    pending: "You asked for a place: the organiser approves each registration, and we mail you their answer.",
    declined: "The organiser declined your registration.",
    cancelled: "You cancelled your registration.",
  }[mine.status];
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium" role="status">
        {line}
      </p>
      {mine.decisionMessage && mine.status !== "cancelled" && (
        <p className="text-sm text-muted">Message from the organiser: {mine.decisionMessage}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {mine.status !== "cancelled" && (
          <Link
            href={ticketPath(mine.id)}
            className={buttonClass(mine.ticket ? "primary" : "secondary", "lg")}
          >
            {mine.ticket ? (
              <QrCode aria-hidden className="size-4" />
            ) : (
              <Ticket aria-hidden className="size-4" />
            )}
            {mine.ticket ? "View your ticket" : "View your registration"}
          </Link>
        )}
        {cancel}
      </div>
    </div>
  );
}

/**
 * Registration on the site, in the event page's header: where it stands ("12 places left", the closing time), the
 * member's own registration or the button to register (Join the waitlist when full, Request a place when the
 * organiser approves), and for its organiser and admins the way to the registrations and the check-in.
 */
export function RegistrationPanel({
  event,
  mine,
  canManage,
}: {
  event: EventDto;
  mine: MyRegistrationDto | null;
  canManage: boolean;
}) {
  const r = event.registration;
  if (!r) return null;
  const phase = registrationPhase(event);
  const closes = registrationClosesAt(event);
  const takesMore = phase === "open" || phase === "waitlist";
  const label =
    r.approval === "organiser" ? "Request a place" : phase === "waitlist" ? "Join the waitlist" : "Register";
  const canRegister = takesMore && (!mine || mine.status === "cancelled");
  return (
    <section
      aria-labelledby="registration-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="registration-title" className="text-lg font-semibold">
          Registration
        </h2>
        <RegistrationBadge event={event} />
      </div>
      <p className="text-sm text-muted">
        {[
          r.capacity !== null
            ? `${plural(r.registered, "registered", "registered")} of ${plural(r.capacity, "place")}`
            : null,
          r.waitlisted > 0 ? `${plural(r.waitlisted, "person", "people")} on the waitlist` : null,
          closes && takesMore ? `Closes ${formatEventDate(closes)} IST` : null,
          r.approval === "organiser" ? "The organiser approves each registration" : null,
        ]
          .filter(Boolean)
          .join(" · ") || "Free to register"}
      </p>
      {mine && mine.status !== "cancelled" ? (
        <Mine event={event} mine={mine} />
      ) : canRegister ? (
        <div className="flex flex-wrap items-center gap-3">
          <RegisterButton
            event={{ id: event.id, title: event.title, questions: r.questions }}
            label={label}
          />
          {mine?.status === "cancelled" && (
            <p className="text-sm text-muted">You cancelled earlier; you may register again.</p>
          )}
        </div>
      ) : (
        <p className="font-medium">
          {event.status === "approved"
            ? "Registration is closed."
            : "Registration opens once the event is approved."}
        </p>
      )}
      {canManage && (
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          <Link href={registrationsPath(event.id)} className={buttonClass("secondary", "sm")}>
            <ClipboardList aria-hidden className="size-4" /> Manage registrations
          </Link>
          <Link href={checkInPath(event.id)} className={buttonClass("secondary", "sm")}>
            <ScanLine aria-hidden className="size-4" /> Check in guests
          </Link>
        </div>
      )}
    </section>
  );
}
