// The words of the listing form's toasts, for every kind of listing.
import type { ToastText } from "@/lib/forms/use-api-form";

export type ListingKind = "job" | "event" | "startup" | "gig";

export const isListingKind = (value: string): value is ListingKind =>
  value === "job" || value === "event" || value === "startup" || value === "gig";

export const listingLabels = { job: "Job", event: "Event", startup: "Startup", gig: "Gig" } as const;

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
