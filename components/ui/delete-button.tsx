"use client";

import { Trash2 } from "lucide-react";
import { ConfirmedAction } from "@/components/ui/confirmed-action";

/** Delete, after a confirmation naming the item: `noun` is what it is ("Course", "Job"), `title` which one. */
export function DeleteButton({
  url,
  noun,
  title,
  fallback,
}: {
  url: string;
  noun: string;
  title: string;
  fallback?: string;
}) {
  const lower = noun.toLowerCase();
  return (
    <ConfirmedAction
      request={{ url, method: "DELETE" }}
      trigger={{
        label: (
          <>
            <Trash2 aria-hidden className="size-4" /> Delete
          </>
        ),
        ariaLabel: `Delete ${title}`,
        variant: "ghost",
      }}
      dialog={{
        title: `Delete this ${lower}?`,
        description: `"${title}" will be removed for good.`,
        confirmLabel: `Delete ${lower}`,
        busyText: "Deleting...",
      }}
      success={{ title: `${noun} Deleted`, description: `"${title}" has been removed.` }}
      failure={{ title: "Delete Failed", fallback }}
    />
  );
}
