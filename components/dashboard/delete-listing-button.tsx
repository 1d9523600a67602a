"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

/** Deletes one of the member's listings after a confirmation. */
export function DeleteListingButton({
  kind,
  id,
  title,
}: {
  kind: "job" | "event";
  id: string;
  title: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const label = kind === "job" ? "Job" : "Event";
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
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Delete ${title}`}>
        <Trash2 aria-hidden className="size-4" /> Delete
      </Button>
      <DialogContent title={`Delete this ${kind}?`} description={`"${title}" will be removed for good.`}>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={busy}
            loadingText="Deleting..."
            onClick={() => void remove()}
          >
            Delete {kind}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
