import { useTranslations } from "#i18n";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { RegistrationStatus } from "@/lib/events/registration-state";

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
  const t = useTranslations("events.status");
  if (checkedIn) return <Badge tone="accent">{t("checkedIn")}</Badge>;
  return <Badge tone={tones[status]}>{t(status)}</Badge>;
}
