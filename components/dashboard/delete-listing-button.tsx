"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { listingLabels, type ListingKind } from "@/components/listings/listing-toasts";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

/** Deletes one of the member's listings after a confirmation. */
export function DeleteListingButton({ kind, id, title }: { kind: ListingKind; id: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const label = listingLabels[kind];
  const { busy, act: remove } = useApiAction({
    run: () => apiFetch(`/api/${kind}s/${id}`, { method: "DELETE" }),
    success: () => ({ title: `${label} Deleted`, description: `"${title}" has been removed.` }),
    failure: ({ message }) => ({
      title: "Delete Failed",
      description: message || `Failed to delete ${kind} listing.`,
    }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Delete ${title}`}>
          <Trash2 aria-hidden className="size-4" /> Delete
        </Button>
      }
      title={`Delete this ${kind}?`}
      description={`"${title}" will be removed for good.`}
      confirmLabel={`Delete ${kind}`}
      busyText="Deleting..."
      busy={busy}
      onConfirm={() => void remove()}
    />
  );
}
