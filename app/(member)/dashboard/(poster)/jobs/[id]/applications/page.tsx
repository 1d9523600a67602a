import { Inbox } from "lucide-react";
import type { Metadata } from "next";
import { ApplicantCard } from "@/components/applications/applicant-card";
import { orNotFound, RecordResponses } from "@/components/dashboard/record-responses";
import { listJobApplications } from "@/lib/applications/queries";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Applications", robots: { index: false } };

type Params = Promise<{ id: string }>;

/** The applications to one of the member's jobs (admins: any job), with the decisions on each. */
export default async function JobApplicationsPage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await requireUserOrRedirect(`/dashboard/jobs/${id}/applications`);
  const { job, applications } = await orNotFound(listJobApplications(id, user));
  return (
    <RecordResponses
      kind="Applications"
      listing={job}
      noun={["application", "applications"]}
      items={applications}
      empty={{
        icon: <Inbox className="size-10" />,
        title: "No applications yet",
        description: "When members apply to this job, their answers and resumes appear here.",
      }}
    >
      {(a) => <ApplicantCard key={a.id} application={a} />}
    </RecordResponses>
  );
}
