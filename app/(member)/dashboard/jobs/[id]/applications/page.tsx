import { ArrowLeft, Inbox } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ApplicantCard } from "@/components/applications/applicant-card";
import { EmptyState } from "@/components/ui/states";
import { listJobApplications } from "@/lib/applications/queries";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { ApiError } from "@/lib/errors";

export const metadata: Metadata = { title: "Applications", robots: { index: false } };

type Params = Promise<{ id: string }>;

/** The applications to one of the member's jobs (admins: any job), with the decisions on each. */
export default async function JobApplicationsPage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await requireUserOrRedirect(`/dashboard/jobs/${id}/applications`);
  const result = await listJobApplications(id, user).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  const { job, applications } = result;
  const pending = applications.filter((a) => a.status === "pending").length;
  return (
    <div className="flex flex-col gap-8 pt-4">
      <Link
        href="/dashboard?tab=listings"
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> My Listings
      </Link>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Applications</p>
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">{job.title}</h1>
        <p className="text-muted">
          {job.company} · {applications.length} {applications.length === 1 ? "application" : "applications"}
          {pending > 0 && `, ${pending} waiting for your answer`}
        </p>
      </header>
      {applications.length === 0 ? (
        <EmptyState
          icon={<Inbox className="size-10" />}
          title="No applications yet"
          description="When members apply to this job, their answers and resumes appear here."
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {applications.map((a) => (
            <ApplicantCard key={a.id} application={a} />
          ))}
        </ul>
      )}
    </div>
  );
}
