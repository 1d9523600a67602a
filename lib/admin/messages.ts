// The back office's toasts, with the specification's words.
import type { ReviewKind } from "@/lib/admin/bulk-moderation-input";

const named = { job: "Job", event: "Event" } as const;

export const reviewToasts = {
  approved: (kind: ReviewKind, count = 1) =>
    count > 1
      ? { title: "Listings Approved", description: `${count} listings are now live.` }
      : kind === "job" || kind === "event"
        ? { title: `${named[kind]} Approved`, description: `The ${kind} listing is now live.` }
        : { title: "Listing Approved", description: `The ${kind} listing is now live.` },
  rejected: (kind: ReviewKind, count = 1) =>
    count > 1
      ? {
          title: "Listings Rejected",
          description: `${count} listings were rejected; their posters are told why.`,
        }
      : kind === "job" || kind === "event"
        ? { title: `${named[kind]} Rejected`, description: `The poster is told why.` }
        : { title: "Listing Rejected", description: `The poster is told why.` },
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
