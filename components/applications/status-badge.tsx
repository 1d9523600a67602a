import { useTranslations } from "#i18n";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { ApplicantStage, ApplicationStatus } from "@/lib/applications/dto";

// The words are the applications namespace's (status, stage); lib/applications/dto's labels are their English.
const tones: Record<ApplicationStatus, BadgeTone> = {
  pending: "warning",
  accepted: "info",
  rejected: "danger",
  completed: "success",
  cancelled: "neutral",
  closed: "neutral",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useTranslations("applications.status");
  return <Badge tone={tones[status]}>{t(status)}</Badge>;
}

const stageTones: Record<ApplicantStage, BadgeTone> = {
  new: "warning",
  shortlisted: "primary",
  accepted: "success",
  rejected: "danger",
  completed: "success",
  cancelled: "neutral",
  closed: "neutral",
};

/** The poster's view: where the applicant is in the pipeline (a pending one is New or Shortlisted). */
export function ApplicantStageBadge({ stage }: { stage: ApplicantStage }) {
  const t = useTranslations("applications.stage");
  return <Badge tone={stageTones[stage]}>{t(stage)}</Badge>;
}
