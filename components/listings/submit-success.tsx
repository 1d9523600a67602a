import { CheckCircle2 } from "lucide-react";
import type { ListingKind } from "@/components/listings/listing-toasts";
import { ButtonLink } from "@/components/ui/button";

/** Where the listing can be seen (startups have no page of their own: the list shows them once approved). */
const pages: Record<ListingKind, ((id: string) => string) | null> = {
  job: (id) => `/job/${id}`,
  event: (id) => `/event/${id}`,
  gig: (id) => `/gig/${id}`,
  startup: null,
};

/** The confirmation that replaces the form: pending review, or (an edit that left it live) live as it is now. */
export function SubmitSuccess({
  kind,
  id,
  updated,
  live = false,
}: {
  kind: ListingKind;
  id: string;
  updated: boolean;
  live?: boolean;
}) {
  return (
    <section
      className="flex flex-col items-center gap-5 rounded-[var(--radius-card)] border border-success/30 bg-success/5 px-6 py-14 text-center"
      aria-live="polite"
    >
      <CheckCircle2 aria-hidden className="size-14 text-success" />
      <h2 className="text-2xl font-bold">{updated ? "Update Successful" : "Submission Successful"}</h2>
      <p className="max-w-md text-muted">
        {live
          ? `Your ${kind} is still live, as you saved it.`
          : `Your ${kind} is pending review. Our team usually reviews listings within 24 hours; you can follow its status in your dashboard.`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink href="/dashboard/listings">Go to Dashboard</ButtonLink>
        {pages[kind] && (
          <ButtonLink href={pages[kind](id)} variant="secondary">
            View {kind}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
