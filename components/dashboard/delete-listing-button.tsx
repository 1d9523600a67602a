"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";

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
  const [busy, setBusy] = useState(false);
  const label = kind === "job" ? "Job" : "Event";

  async function remove() {
    setBusy(true);
    try {
      const res = await fetch(`/api/${kind}s/${id}`, { method: "DELETE", credentials: "same-origin" });
      if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { message?: string }).message);
      toast.success(`${label} Deleted`, { description: `"${title}" has been removed.` });
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Delete Failed", {
        description: (error as Error).message || `Failed to delete ${kind} listing.`,
      });
    } finally {
      setBusy(false);
    }
  }

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
          <Button variant="destructive" loading={busy} loadingText="Deleting..." onClick={remove}>
            Delete {kind}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
