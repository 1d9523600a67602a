"use client";

import { listingLabels, type ListingKind } from "@/components/listings/listing-toasts";
import { DeleteButton } from "@/components/ui/delete-button";

/** Deletes one of the member's listings (or, for an admin, anyone's) after a confirmation. */
export function DeleteListingButton({ kind, id, title }: { kind: ListingKind; id: string; title: string }) {
  return (
    <DeleteButton
      url={`/api/${kind}s/${id}`}
      noun={listingLabels[kind]}
      title={title}
      fallback={`Failed to delete ${kind} listing.`}
    />
  );
}
