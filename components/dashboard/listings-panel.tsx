import { Briefcase, BriefcaseBusiness, CalendarDays, Rocket } from "lucide-react";
import type { ComponentProps } from "react";
import { ListingRow, type ListingRowData } from "@/components/dashboard/listing-row";
import { ButtonLink } from "@/components/ui/button";
import { RecordList } from "@/components/ui/record-list";
import { ReloadButton } from "@/components/ui/reload-button";
import { ErrorState, type EmptyState } from "@/components/ui/states";
import { countApplications } from "@/lib/applications/queries";
import { countBids } from "@/lib/bids/queries";
import { listEventsPostedBy } from "@/lib/events/queries";
import { listGigsPostedBy } from "@/lib/gigs/queries";
import { listJobsPostedBy } from "@/lib/jobs/queries";
import type { Viewer } from "@/lib/listings/fields";
import { readOrError } from "@/lib/site/page-read";
import { listStartupsPostedBy } from "@/lib/startups/queries";

/** One of the panel's reads; null when it failed (that section then shows its error and Retry). */
async function load<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  const result = await readOrError(`dashboard: ${what}`, read);
  return result === "error" ? null : result;
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
  empty: ComponentProps<typeof EmptyState>;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {rows === null ? (
        <ErrorState title={failed} action={<ReloadButton label="Retry" />} />
      ) : (
        <RecordList items={rows} empty={empty} className="flex flex-col gap-3">
          {(r) => <ListingRow key={r.id} listing={r} />}
        </RecordList>
      )}
    </section>
  );
}

const liveIds = (rows: { id: string; status: string }[] | null) =>
  rows?.filter((r) => r.status === "approved").map((r) => r.id) ?? [];

type Listing = {
  id: string;
  status: ListingRowData["status"];
  createdAt: string;
  adminApproval: { rejectionReason: string | null };
  closedAt?: string | null;
  closedReason?: string | null;
};

/** The rows of one kind (null when they could not be read): what every listing has, then `describe`'s part. */
function toRows<T extends Listing>(
  kind: ListingRowData["kind"],
  listings: T[] | null,
  describe: (listing: T) => Pick<ListingRowData, "title" | "subtitle" | "tags" | "responses">,
): ListingRowData[] | null {
  return (
    listings?.map((l) => ({
      id: l.id,
      status: l.status,
      createdAt: l.createdAt,
      rejectionReason: l.adminApproval.rejectionReason,
      closedAt: l.closedAt ?? null,
      closedReason: l.closedReason ?? null,
      kind,
      ...describe(l),
    })) ?? null
  );
}

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
  const sections = [
    {
      kind: "job",
      label: "Job",
      rows: toRows("job", jobs, (j) => ({
        title: j.title,
        subtitle: `${j.company} · ${j.location}`,
        tags: j.skills,
        responses: applications?.get(j.id) ?? 0,
      })),
      icon: Briefcase,
      text: "Hiring? Post a job or internship and reach India's builders.",
      cta: "Post a job",
    },
    {
      kind: "event",
      label: "Event",
      rows: toRows("event", events, (e) => ({
        title: e.title,
        subtitle: `${e.type}${e.location ? ` · ${e.location}` : ""}`,
        tags: [],
      })),
      icon: CalendarDays,
      text: "Running a hackathon, meetup or workshop? List it here.",
      cta: "Submit an event",
    },
    {
      kind: "gig",
      label: "Gig",
      rows: toRows("gig", gigs, (g) => ({
        title: g.title,
        subtitle: `${g.company} · ${g.budget}`,
        tags: g.tags,
        responses: bids?.get(g.id) ?? 0,
      })),
      icon: BriefcaseBusiness,
      text: "Need something built? Post a paid gig and compare bids.",
      cta: "Post a gig",
    },
    {
      kind: "startup",
      label: "Startup",
      rows: toRows("startup", startups, (s) => ({
        title: s.name,
        subtitle: `${s.industry} · ${s.stage} · ${s.location}`,
        tags: [],
      })),
      icon: Rocket,
      text: "Building something? List your startup for builders and investors to find.",
      cta: "List your startup",
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {sections.map(({ kind, label, rows, icon: Icon, text, cta }) => (
        <Section
          key={kind}
          id={`${kind}-listings`}
          title={`${label} Listings`}
          rows={rows}
          failed={`Failed to load ${kind} listings`}
          empty={{
            icon: <Icon className="size-8" />,
            title: `No ${kind} listings found`,
            description: text,
            action: (
              <ButtonLink href={`/submit-listing?type=${kind}`} variant="secondary">
                {cta}
              </ButtonLink>
            ),
          }}
        />
      ))}
    </div>
  );
}
