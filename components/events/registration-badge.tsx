import { Badge, type BadgeTone } from "@/components/ui/badge";
import {
  registrationLabel,
  registrationPhase,
  type RegistrationPhase,
} from "@/lib/events/registration-state";
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
  const label = registrationLabel(event, now);
  if (!phase || !label) return null;
  return (
    <Badge tone={tones[phase]} className={className}>
      {label}
    </Badge>
  );
}
