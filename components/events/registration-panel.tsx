import { ClipboardList, QrCode, ScanLine, Ticket } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { CancelRegistrationButton } from "@/components/events/cancel-registration-button";
import { RegisterButton } from "@/components/events/register-button";
import { RegistrationBadge } from "@/components/events/registration-badge";
import { buttonClass } from "@/components/ui/button";
import type { EventDto } from "@/lib/events/dto";
import type { MyRegistrationDto } from "@/lib/events/registration-dto";
import { checkInPath, registrationsPath, ticketPath } from "@/lib/events/registration-notices";
import { hasStarted, registrationClosesAt, registrationPhase } from "@/lib/events/registration-state";
import { formatEventDate } from "@/lib/format/date";
import { localizedPath } from "@/lib/i18n/locales";

/** What the member's own registration says, and what they can do with it. */
function Mine({ event, mine }: { event: EventDto; mine: MyRegistrationDto }) {
  const t = useTranslations("events.mine");
  const locale = useLocale();
  const started = hasStarted(event.date);
  const cancel =
    !started &&
    !mine.checkedInAt &&
    (mine.status === "registered" || mine.status === "waitlisted" || mine.status === "pending") ? (
      <CancelRegistrationButton eventId={event.id} title={event.title} status={mine.status} />
    ) : null;
  const line =
    mine.status === "registered"
      ? t(mine.checkedInAt ? "checkedIn" : "registered")
      : mine.status === "waitlisted"
        ? t("waitlisted", { position: mine.waitlistPosition ?? 1 })
        : t(mine.status);
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium" role="status">
        {line}
      </p>
      {mine.decisionMessage && mine.status !== "cancelled" && (
        <p className="text-sm text-muted">{t("organiserMessage", { message: mine.decisionMessage })}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {mine.status !== "cancelled" && (
          <Link
            href={localizedPath(locale, ticketPath(mine.id))}
            className={buttonClass(mine.ticket ? "primary" : "secondary", "lg")}
          >
            {mine.ticket ? (
              <QrCode aria-hidden className="size-4" />
            ) : (
              <Ticket aria-hidden className="size-4" />
            )}
            {mine.ticket ? t("viewTicket") : t("viewRegistration")}
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
  const t = useTranslations("events.registration");
  const locale = useLocale();
  const r = event.registration;
  if (!r) return null;
  const phase = registrationPhase(event);
  const closes = registrationClosesAt(event);
  const takesMore = phase === "open" || phase === "waitlist";
  const label =
    r.approval === "organiser" ? t("requestPlace") : phase === "waitlist" ? t("joinWaitlist") : t("register");
  const canRegister = takesMore && (!mine || mine.status === "cancelled");
  return (
    <section
      aria-labelledby="registration-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="registration-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <RegistrationBadge event={event} />
      </div>
      <p className="text-sm text-muted">
        {[
          r.capacity !== null
            ? t("registeredOf", { registered: r.registered, capacity: r.capacity })
            : null,
          r.waitlisted > 0 ? t("onWaitlist", { count: r.waitlisted }) : null,
          closes && takesMore ? t("closes", { date: formatEventDate(closes, locale) }) : null,
          r.approval === "organiser" ? t("organiserApproves") : null,
        ]
          .filter(Boolean)
          .join(" · ") || t("free")}
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
            <p className="text-sm text-muted">{t("cancelledEarlier")}</p>
          )}
        </div>
      ) : (
        <p className="font-medium">
          {event.status === "approved" ? t("closed") : t("opensOnApproval")}
        </p>
      )}
      {canManage && (
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          <Link href={localizedPath(locale, registrationsPath(event.id))} className={buttonClass("secondary", "sm")}>
            <ClipboardList aria-hidden className="size-4" /> {t("manage")}
          </Link>
          <Link href={localizedPath(locale, checkInPath(event.id))} className={buttonClass("secondary", "sm")}>
            <ScanLine aria-hidden className="size-4" /> {t("checkInGuests")}
          </Link>
        </div>
      )}
    </section>
  );
}
