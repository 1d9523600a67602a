"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

/** Deletes a course or a documentation item after a confirmation. */
export function DeleteContentButton({ url, noun, title }: { url: string; noun: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { busy, act } = useApiAction({
    run: () => apiFetch(url, { method: "DELETE" }),
    success: () => ({ title: `${noun} Deleted`, description: `"${title}" has been removed.` }),
    failure: ({ message }) => ({ title: "Delete Failed", description: message || "Please try again later." }),
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
      title={`Delete this ${noun.toLowerCase()}?`}
      description={`"${title}" will be removed for good.`}
      confirmLabel={`Delete ${noun.toLowerCase()}`}
      busyText="Deleting..."
      busy={busy}
      onConfirm={() => void act()}
    />
  );
}
