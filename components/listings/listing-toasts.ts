// The words of the listing form's toasts, for jobs and events alike.
import type { ToastText } from "@/lib/forms/use-api-form";

export type ListingKind = "job" | "event";

export const listingLabels = { job: "Job", event: "Event" } as const;

export const listingToasts = (kind: ListingKind, editing: boolean) => ({
  success: (): ToastText => ({
    title: editing ? "Listing Updated!" : `${listingLabels[kind]} Submitted!`,
    description: "Our team reviews new listings, usually within 24 hours.",
  }),
  invalid: ({ first }: { first?: string }): ToastText => ({ title: "Missing Fields", description: first }),
  failure: ({ message }: { message: string }): ToastText => ({
    title: "Submission Failed",
    description: message || `Failed to submit ${kind} listing. Please try again.`,
  }),
});
