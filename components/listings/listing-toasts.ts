// The words of the listing form's toasts, for every kind of listing (the listingForm namespace).
import type { ListingFormT } from "@/components/listings/common-fields";
import type { ToastText } from "@/lib/forms/use-api-form";

export type ListingKind = "job" | "event" | "startup" | "gig";

export const isListingKind = (value: string): value is ListingKind =>
  value === "job" || value === "event" || value === "startup" || value === "gig";

/** The kinds' names in English (the listing form reads listingForm.kinds.<kind>). */
export const listingLabels = { job: "Job", event: "Event", startup: "Startup", gig: "Gig" } as const;

export const listingToasts = (kind: ListingKind, editing: boolean, t: ListingFormT) => ({
  success: (): ToastText => ({
    title: editing ? t("toasts.updated") : t(`toasts.submitted.${kind}`),
    description: t("toasts.reviewed"),
  }),
  invalid: ({ first }: { first?: string }): ToastText => ({
    title: t("toasts.missingFields"),
    description: first,
  }),
  failure: ({ message }: { message: string }): ToastText => ({
    title: t("toasts.failedTitle"),
    description: message || t("toasts.failed", { kind }),
  }),
});
