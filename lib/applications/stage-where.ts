// The rows of one pipeline stage, as a Prisma filter: "new" and "shortlisted" are pending applications without
// and with the poster's shortlist mark; any other stage is that status.
import type { ApplicantStage } from "@/lib/applications/dto";
import type { Prisma } from "@/lib/generated/prisma/client";

export function stageWhere(stage: ApplicantStage): Prisma.JobApplicationWhereInput {
  if (stage === "new") return { status: "pending", shortlistedAt: null };
  if (stage === "shortlisted") return { status: "pending", shortlistedAt: { not: null } };
  return { status: stage };
}
