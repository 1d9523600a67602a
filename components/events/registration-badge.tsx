import { useTranslations } from "#i18n";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { registrationPhase, type RegistrationPhase } from "@/lib/events/registration-state";
import type { EventDto } from "@/lib/events/dto";

const tones: Record<RegistrationPhase, BadgeTone> = {
  open: "success",
  waitlist: "warning",
  closed: "neutral",
};

/**
 * "12 places left", "Registration open", "Waitlist" or "Registration closed", in the server's HTML, from the counts
 * kept on the event's row; nothing for an event that does not take registrations on the site.
 */
export function RegistrationBadge({
  event,
  now = new Date(),
  className,
}: {
  event: Pick<EventDto, "status" | "date" | "registration">;
  now?: Date;
  className?: string;
}) {
  const phase = registrationPhase(event, now);
  if (!phase) return null;
  return (
    <RegistrationPhaseBadge
      phase={phase}
      placesLeft={event.registration?.placesLeft ?? null}
      className={className}
    />
  );
}

/** The badge for a phase already worked out (the home page's event teaser carries only the phase and the places). */
export function RegistrationPhaseBadge({
  phase,
  placesLeft: left,
  className,
}: {
  phase: RegistrationPhase;
  placesLeft: number | null;
  className?: string;
}) {
  const t = useTranslations("events.phase");
  const label =
    phase === "closed"
      ? t("closed")
      : phase === "waitlist"
        ? t("waitlist")
        : left === null
          ? t("open")
          : t("placesLeft", { count: left });
  return (
    <Badge tone={tones[phase]} className={className}>
      {label}
    </Badge>
  );
}
