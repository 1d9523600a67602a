import { BriefcaseBusiness, CalendarDays, MapPin, Wallet } from "lucide-react";

/** What a guest was on the way to when sent to log in: shown above the form, so the detour has a reason. */
export type LoginDestination = {
  kind: "event" | "job" | "gig";
  title: string;
  /** The event's date (shown as given), the job's company, the gig's budget. */
  detail: string | null;
  place: string | null;
};

const lead: Record<LoginDestination["kind"], string> = {
  event: "Log in to see the details of",
  job: "Log in to apply to",
  gig: "Log in to bid on",
};
const tail: Record<LoginDestination["kind"], string> = {
  event: "and register.",
  job: "You will come back to this job.",
  gig: "You will come back to this gig.",
};

const detailIcon = { event: CalendarDays, job: BriefcaseBusiness, gig: Wallet };

export function LoginDestinationCard({ destination }: { destination: LoginDestination }) {
  const { kind, title, detail, place } = destination;
  const DetailIcon = detailIcon[kind];
  return (
    <aside
      aria-label="Where you are going"
      className="mb-4 rounded-2xl border border-border-strong bg-surface-raised px-5 py-4 text-sm"
    >
      <p className="text-muted">
        {lead[kind]} <strong className="break-words text-text">{title}</strong> {tail[kind]}
      </p>
      {(detail || place) && (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-muted">
          {detail && (
            <span className="inline-flex items-center gap-1.5">
              <DetailIcon aria-hidden className="size-4" />
              {detail}
            </span>
          )}
          {place && (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" />
              {place}
            </span>
          )}
        </p>
      )}
    </aside>
  );
}
