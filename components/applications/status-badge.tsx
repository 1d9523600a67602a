import { Badge, type BadgeTone } from "@/components/ui/badge";
import {
  applicantStageLabels,
  applicationStatusLabels,
  type ApplicantStage,
  type ApplicationStatus,
} from "@/lib/applications/dto";

const tones: Record<ApplicationStatus, BadgeTone> = {
  pending: "warning",
  accepted: "info",
  rejected: "danger",
  completed: "success",
  cancelled: "neutral",
  closed: "neutral",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={tones[status]}>{applicationStatusLabels[status]}</Badge>;
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
  return <Badge tone={stageTones[stage]}>{applicantStageLabels[stage]}</Badge>;
}
