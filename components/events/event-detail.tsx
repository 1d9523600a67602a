import { useLocale, useTranslations } from "#i18n";
import { CalendarDays, CalendarPlus, ExternalLink, Mail, MapPin, Phone, Users } from "lucide-react";
import { EventImage } from "@/components/events/event-image";
import { InterestButton } from "@/components/events/interest-button";
import { RegistrationBadge } from "@/components/events/registration-badge";
import { RegistrationPanel } from "@/components/events/registration-panel";
import { ClosedNotice } from "@/components/listings/closed-notice";
import { DetailArticle, DetailCover, DetailHeader, DetailSection } from "@/components/listings/detail-layout";
import { Badge } from "@/components/ui/badge";
import { FactList } from "@/components/ui/fact-list";
import { buttonClass } from "@/components/ui/button";
import type { EventDto } from "@/lib/events/dto";
import type { MyRegistrationDto } from "@/lib/events/registration-dto";
import { formatEventSpan } from "@/lib/format/event-span";
import { localizedPath } from "@/lib/i18n/locales";
import { hasEnded } from "@/lib/listings/live";
import { isReachableEmail } from "@/lib/site/reachable";

/**
 * `interested`: the viewer's Interested mark (its toggle shows on an approved event that has not ended).
 * `registration`: the viewer's own registration and whether they manage the event, for one that takes
 * registrations on the site (its panel then replaces the Register link of an event run elsewhere).
 */
export function EventDetail({
  event,
  interested,
  registration,
}: {
  event: EventDto;
  interested?: boolean;
  registration?: { mine: MyRegistrationDto | null; canManage: boolean };
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  const onSite = event.registration !== null;
  const register = onSite ? null : (event.googleFormLink ?? event.link ?? event.websiteLink);
  // A past event stays reachable by its URL, marked ended, without registration or a calendar entry.
  // An event with an end has ended when that passes (a hackathon under way is not over).
  const ended = hasEnded(event.endDate ?? event.date);
  const facts = [
    { icon: CalendarDays, label: t("detail.when"), value: formatEventSpan(event.date, event.endDate, locale) },
    { icon: MapPin, label: t("detail.where"), value: event.location || t("detail.tba") },
    ...(event.participants != null
      ? [{ icon: Users, label: t("detail.participants"), value: t("detail.participantCount", { count: event.participants }) }]
      : []),
  ];
  return (
    <DetailArticle
      back={{ href: localizedPath(locale, "/events"), label: t("detail.back") }}
      status={event.status}
      rejectionReason={event.adminApproval.rejectionReason}
    >
      <DetailCover aspect="aspect-[16/9]">
        <EventImage
          src={event.image}
          title={event.title}
          type={event.type}
          preload
          sizes="(min-width: 1024px) 896px, 100vw"
        />
      </DetailCover>
      <DetailHeader
        title={event.title}
        badges={
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={event.type === "Hackathon" ? "accent" : "primary"}>
              {t.has(`types.${event.type}`) ? t(`types.${event.type}` as "types.Event") : event.type}
            </Badge>
            {ended ? <Badge tone="danger">{t("detail.ended")}</Badge> : <RegistrationBadge event={event} />}
          </div>
        }
      >
        {ended ? (
          <ClosedNotice>{t("detail.endedNotice")}</ClosedNotice>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            {register && (
              <a
                href={register}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("primary", "lg")}
              >
                {t("detail.register")} <ExternalLink aria-hidden className="size-4" />
              </a>
            )}
            {event.date && (
              <a
                href={localizedPath(locale, `/event/${event.id}/calendar.ics`)}
                className={buttonClass("secondary", "lg")}
              >
                <CalendarPlus aria-hidden className="size-4" /> {t("detail.addToCalendar")}
              </a>
            )}
            {interested !== undefined && event.status === "approved" && (
              <InterestButton eventId={event.id} initial={interested} />
            )}
          </div>
        )}
      </DetailHeader>
      {onSite && registration && (
        <RegistrationPanel event={event} mine={registration.mine} canManage={registration.canManage} />
      )}
      <FactList facts={facts} className="sm:grid-cols-3" />
      <DetailSection title={t("detail.about")}>
        <p className="max-w-prose whitespace-pre-line text-muted">
          {event.description || event.shortDescription || t("detail.detailsSoon")}
        </p>
      </DetailSection>
      <DetailSection title={t("detail.contact")}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-muted">
          {isReachableEmail(event.contactEmail) && (
            <li>
              <a
                href={`mailto:${event.contactEmail}`}
                className="inline-flex min-h-11 items-center gap-2 break-all hover:text-text"
              >
                <Mail aria-hidden className="size-4 shrink-0" />
                {event.contactEmail}
              </a>
            </li>
          )}
          <li>
            <a
              href={`tel:${event.contactPhone.replace(/\s+/g, "")}`}
              className="inline-flex min-h-11 items-center gap-2 hover:text-text"
            >
              <Phone aria-hidden className="size-4" />
              {event.contactPhone}
            </a>
          </li>
        </ul>
      </DetailSection>
    </DetailArticle>
  );
}
