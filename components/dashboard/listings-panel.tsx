import { Briefcase, BriefcaseBusiness, CalendarDays, Rocket } from "lucide-react";
import type { ReactNode } from "react";
import { ListingRow, type ListingRowData } from "@/components/dashboard/listing-row";
import { ButtonLink } from "@/components/ui/button";
import { ReloadButton } from "@/components/ui/reload-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { countApplications } from "@/lib/applications/queries";
import { countBids } from "@/lib/bids/queries";
import { listEventsPostedBy } from "@/lib/events/queries";
import { listGigsPostedBy } from "@/lib/gigs/queries";
import { listJobsPostedBy } from "@/lib/jobs/queries";
import type { Viewer } from "@/lib/listings/fields";
import { listStartupsPostedBy } from "@/lib/startups/queries";

async function load<T>(what: string, read: () => Promise<T>): Promise<T | null> {
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

function Empty({
  icon,
  title,
  text,
  href,
  cta,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  href: string;
  cta: string;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={text}
      action={
        <ButtonLink href={href} variant="secondary">
          {cta}
        </ButtonLink>
      }
    />
  );
}

const liveIds = (rows: { id: string; status: string }[] | null) =>
  rows?.filter((r) => r.status === "approved").map((r) => r.id) ?? [];

/** My Listings: the member's jobs, events, gigs and startups of every status, from the server. */
export async function ListingsPanel({ user }: { user: NonNullable<Viewer> }) {
  const [jobs, events, gigs, startups] = await Promise.all([
    load("jobs", () => listJobsPostedBy(user.id, user)),
    load("events", () => listEventsPostedBy(user.id, user)),
    load("gigs", () => listGigsPostedBy(user.id, user)),
    load("startups", () => listStartupsPostedBy(user.id, user)),
  ]);
  const [applications, bids] = await Promise.all([
    load("application counts", () => countApplications(liveIds(jobs))),
    load("bid counts", () => countBids(liveIds(gigs))),
  ]);
  const meta = (r: {
    id: string;
    status: ListingRowData["status"];
    createdAt: string;
    adminApproval: { rejectionReason: string | null };
  }) => ({
    id: r.id,
    status: r.status,
    createdAt: r.createdAt,
    rejectionReason: r.adminApproval.rejectionReason,
  });

  const jobRows =
    jobs?.map((j): ListingRowData => ({
      ...meta(j),
      kind: "job",
      title: j.title,
      subtitle: `${j.company} · ${j.location}`,
      tags: j.skills,
      responses: applications?.get(j.id) ?? 0,
    })) ?? null;
  const eventRows =
    events?.map((e): ListingRowData => ({
      ...meta(e),
      kind: "event",
      title: e.title,
      subtitle: `${e.type}${e.location ? ` · ${e.location}` : ""}`,
      tags: [],
    })) ?? null;
  const gigRows =
    gigs?.map((g): ListingRowData => ({
      ...meta(g),
      kind: "gig",
      title: g.title,
      subtitle: `${g.company} · ${g.budget}`,
      tags: g.tags,
      responses: bids?.get(g.id) ?? 0,
    })) ?? null;
  const startupRows =
    startups?.map((s): ListingRowData => ({
      ...meta(s),
      kind: "startup",
      title: s.name,
      subtitle: `${s.industry} · ${s.stage} · ${s.location}`,
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
          <Empty
            icon={<Briefcase className="size-8" />}
            title="No job listings found"
            text="Hiring? Post a job or internship and reach India's builders."
            href="/submit-listing?type=job"
            cta="Post a job"
          />
        }
      />
      <Section
        id="event-listings"
        title="Event Listings"
        rows={eventRows}
        failed="Failed to load event listings"
        empty={
          <Empty
            icon={<CalendarDays className="size-8" />}
            title="No event listings found"
            text="Running a hackathon, meetup or workshop? List it here."
            href="/submit-listing?type=event"
            cta="Submit an event"
          />
        }
      />
      <Section
        id="gig-listings"
        title="Gig Listings"
        rows={gigRows}
        failed="Failed to load gig listings"
        empty={
          <Empty
            icon={<BriefcaseBusiness className="size-8" />}
            title="No gig listings found"
            text="Need something built? Post a paid gig and compare bids."
            href="/submit-listing?type=gig"
            cta="Post a gig"
          />
        }
      />
      <Section
        id="startup-listings"
        title="Startup Listings"
        rows={startupRows}
        failed="Failed to load startup listings"
        empty={
          <Empty
            icon={<Rocket className="size-8" />}
            title="No startup listings found"
            text="Building something? List your startup for builders and investors to find."
            href="/submit-listing?type=startup"
            cta="List your startup"
          />
        }
      />
    </div>
  );
}
