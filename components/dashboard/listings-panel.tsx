import { Briefcase, BriefcaseBusiness, CalendarDays, Rocket } from "lucide-react";
import type { ComponentProps } from "react";
import { ListingRow, type ListingRowData } from "@/components/dashboard/listing-row";
import { ButtonLink } from "@/components/ui/button";
import { RecordList } from "@/components/ui/record-list";
import { ReloadLink } from "@/components/ui/reload-link";
import type { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/states";
import type { MyListings } from "@/lib/listing-views/my-listings";

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
        <ErrorState title={failed} action={<ReloadLink label="Retry" />} />
      ) : (
        <RecordList items={rows} empty={empty} className="flex flex-col gap-3">
          {(r) => <ListingRow key={r.id} listing={r} />}
        </RecordList>
      )}
    </section>
  );
}

/** My Listings: the member's jobs, events, gigs and startups of every status, in four sections. */
export function ListingsPanel({ listings }: { listings: MyListings }) {
  const sections = [
    {
      kind: "job",
      label: "Job",
      rows: listings.job,
      icon: Briefcase,
      text: "Hiring? Post a job or internship and reach India's builders.",
      cta: "Post a job",
    },
    {
      kind: "event",
      label: "Event",
      rows: listings.event,
      icon: CalendarDays,
      text: "Running a hackathon, meetup or workshop? List it here.",
      cta: "Submit an event",
    },
    {
      kind: "gig",
      label: "Gig",
      rows: listings.gig,
      icon: BriefcaseBusiness,
      text: "Need something built? Post a paid gig and compare bids.",
      cta: "Post a gig",
    },
    {
      kind: "startup",
      label: "Startup",
      rows: listings.startup,
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
