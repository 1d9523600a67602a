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
  const t = useTranslations("events.phase");
  const phase = registrationPhase(event, now);
  if (!phase) return null;
  const left = event.registration?.placesLeft ?? null;
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
