import { Badge, type BadgeTone } from "@/components/ui/badge";
import { registrationStatusLabels, type RegistrationStatus } from "@/lib/events/registration-state";

const tones: Record<RegistrationStatus, BadgeTone> = {
  registered: "success",
  waitlisted: "warning",
  pending: "info",
  declined: "danger",
  cancelled: "neutral",
};

/** A registration's status: Registered, Waitlist, Waiting for approval, Declined, Cancelled (or Checked in). */
export function RegistrationStatusBadge({
  status,
  checkedIn = false,
}: {
  status: RegistrationStatus;
  checkedIn?: boolean;
}) {
  if (checkedIn) return <Badge tone="accent">Checked in</Badge>;
  return <Badge tone={tones[status]}>{registrationStatusLabels[status]}</Badge>;
}
