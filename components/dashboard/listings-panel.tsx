import { Briefcase, CalendarDays } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";

/** My Listings: the job and event sections. Their lists arrive with the listings work; empty states for now. */
export function ListingsPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="job-listings" className="flex flex-col gap-3">
        <h2 id="job-listings" className="text-lg font-semibold">
          Job Listings
        </h2>
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
      </section>
      <section aria-labelledby="event-listings" className="flex flex-col gap-3">
        <h2 id="event-listings" className="text-lg font-semibold">
          Event Listings
        </h2>
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
      </section>
    </div>
  );
}
