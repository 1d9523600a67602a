// The back office's toasts, with the specification's words.
import type { ListedKind as ReviewKind } from "@/lib/listings/cache-tags";
import { plural, pluralNoun } from "@/lib/format/plural";

/** Every field of the manual coin transaction form is required: one message for any that is missing. */
export const manualCoinsRequired = "Please fill all fields for manual coin transaction.";

const named = { job: "Job", event: "Event" } as const;

/** What a bulk decision reports: how many it decided, and how many another decision had already settled. */
export type BulkTally = { count: number; results?: { outcome: string }[] };

const alreadyDecided = (tally: BulkTally) =>
  (tally.results ?? []).filter((r) => r.outcome === "unchanged").length;

const settledNote = (n: number) =>
  n === 0 ? "" : ` ${plural(n, "listing was", "listings were")} already decided, and left as it was.`;

const nothingDecided = (n: number) => ({
  title: "Already Decided",
  description: `${pluralNoun(n, "This listing was", `These ${plural(n, "listing")} were`)} already decided by another admin; nothing was changed.`,
});

export const reviewToasts = {
  approved: (kind: ReviewKind, tally: BulkTally = { count: 1 }) => {
    const { count } = tally;
    const settled = alreadyDecided(tally);
    if (count === 0 && settled > 0) return nothingDecided(settled);
    if (count > 1 || settled > 0)
      return {
        title: "Listings Approved",
        description: `${plural(count, "listing is", "listings are")} now live.${settledNote(settled)}`,
      };
    return kind === "job" || kind === "event"
      ? { title: `${named[kind]} Approved`, description: `The ${kind} listing is now live.` }
      : { title: "Listing Approved", description: `The ${kind} listing is now live.` };
  },
  rejected: (kind: ReviewKind, tally: BulkTally = { count: 1 }) => {
    const { count } = tally;
    const settled = alreadyDecided(tally);
    if (count === 0 && settled > 0) return nothingDecided(settled);
    if (count > 1 || settled > 0)
      return {
        title: "Listings Rejected",
        description: `${plural(count, "listing was", "listings were")} rejected; their posters are told why.${settledNote(settled)}`,
      };
    return kind === "job" || kind === "event"
      ? { title: `${named[kind]} Rejected`, description: `The poster is told why.` }
      : { title: "Listing Rejected", description: `The poster is told why.` };
  },
  deleted: (kind: ReviewKind) =>
    kind === "job" || kind === "event"
      ? { title: `${named[kind]} Deleted`, description: `The ${kind} listing has been removed.` }
      : { title: "Listing Deleted", description: `The ${kind} listing has been removed.` },
  approvalFailed: (kind: ReviewKind, message?: string) => ({
    title: "Approval Failed",
    description: message || `Failed to approve ${kind} listing.`,
  }),
  rejectionFailed: (kind: ReviewKind, message?: string) => ({
    title: "Rejection Failed",
    description: message || `Failed to reject ${kind} listing.`,
  }),
  deleteFailed: (kind: ReviewKind, message?: string) => ({
    title: "Delete Failed",
    description: message || `Failed to delete ${kind} listing.`,
  }),
};

export const emptyQueue: Record<ReviewKind, string> = {
  event: "No event submissions to review",
  job: "No job submissions to review",
  startup: "No startup submissions to review",
  gig: "No gig submissions to review",
};
