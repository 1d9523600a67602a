import { Briefcase, CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { ListingRow, type ListingRowData } from "@/components/dashboard/listing-row";
import { ButtonLink } from "@/components/ui/button";
import { countApplications } from "@/lib/applications/queries";
import { ReloadButton } from "@/components/ui/reload-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { listEventsPostedBy } from "@/lib/events/queries";
import { listJobsPostedBy } from "@/lib/jobs/queries";
import type { Viewer } from "@/lib/listings/fields";

async function load<T>(what: string, read: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`[dashboard] failed to load ${what}`, error);
    return null;
  }
}

function Section({
  id,
  title,
  rows,
  failed,
  empty,
}: {
  id: string;
  title: string;
  rows: ListingRowData[] | null;
  failed: string;
  empty: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {rows === null ? (
        <ErrorState title={failed} action={<ReloadButton label="Retry" />} />
      ) : rows.length === 0 ? (
        empty
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((r) => (
            <ListingRow key={r.id} listing={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** My Listings: the member's jobs and events of every status, from the server. */
export async function ListingsPanel({ user }: { user: NonNullable<Viewer> }) {
  const [jobs, events] = await Promise.all([
    load("jobs", () => listJobsPostedBy(user.id, user)),
    load("events", () => listEventsPostedBy(user.id, user)),
  ]);
  const liveJobIds = jobs?.filter((j) => j.status === "approved").map((j) => j.id) ?? [];
  const counts = new Map(
    (await load("application counts", async () => [...(await countApplications(liveJobIds))])) ?? [],
  );
  const jobRows =
    jobs?.map((j): ListingRowData => ({
      kind: "job",
      id: j.id,
      title: j.title,
      subtitle: `${j.company} · ${j.location}`,
      status: j.status,
      createdAt: j.createdAt,
      rejectionReason: j.adminApproval.rejectionReason,
      tags: j.skills,
      applications: counts.get(j.id) ?? 0,
    })) ?? null;
  const eventRows =
    events?.map((e): ListingRowData => ({
      kind: "event",
      id: e.id,
      title: e.title,
      subtitle: `${e.type}${e.location ? ` · ${e.location}` : ""}`,
      status: e.status,
      createdAt: e.createdAt,
      rejectionReason: e.adminApproval.rejectionReason,
      tags: [],
    })) ?? null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section
        id="job-listings"
        title="Job Listings"
        rows={jobRows}
        failed="Failed to load job listings"
        empty={
          <EmptyState
            icon={<Briefcase className="size-8" />}
            title="No job listings found"
            description="Hiring? Post a job or internship and reach India's builders."
            action={
              <ButtonLink href="/submit-listing?type=job" variant="secondary">
                Post a job
              </ButtonLink>
            }
          />
        }
      />
      <Section
        id="event-listings"
        title="Event Listings"
        rows={eventRows}
        failed="Failed to load event listings"
        empty={
          <EmptyState
            icon={<CalendarDays className="size-8" />}
            title="No event listings found"
            description="Running a hackathon, meetup or workshop? List it here."
            action={
              <ButtonLink href="/submit-listing?type=event" variant="secondary">
                Submit an event
              </ButtonLink>
            }
          />
        }
      />
    </div>
  );
}
