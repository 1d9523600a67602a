import { Badge, type BadgeTone } from "@/components/ui/badge";
import { applicationStatusLabels, type ApplicationStatus } from "@/lib/applications/dto";

const tones: Record<ApplicationStatus, BadgeTone> = {
  pending: "warning",
  accepted: "info",
  rejected: "danger",
  completed: "success",
  cancelled: "neutral",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={tones[status]}>{applicationStatusLabels[status]}</Badge>;
}
