"use client";

import { CircleSlash } from "lucide-react";
import { formMessages } from "@/lib/validation/messages";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { closeListingInput, closeReasons } from "@/lib/listings/schema";

/** Closes a live job or gig early, Filled or Closed, after a confirmation naming it. */
export function CloseListingButton({ kind, id, title }: { kind: "job" | "gig"; id: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: closeListingInput,
    defaultValues: { reason: kind === "job" ? "Filled" : "Closed" },
    send: (data) => apiFetch(`/api/${kind}s/${id}/close`, { method: "POST", body: data }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
    success: () => ({ title: "Listing Closed", description: `"${title}" is no longer listed.` }),
    failure: ({ message }) => ({ title: "Close Failed", description: message || formMessages.tryAgainLater }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Close ${title}`}>
          <CircleSlash aria-hidden className="size-4" /> Close
        </Button>
      }
      title={`Close this ${kind}?`}
      description={`"${title}" leaves the lists and takes no more ${kind === "job" ? "applications" : "bids"}. Its page stays, marked closed. This cannot be undone.`}
      form={form}
      onSubmit={onSubmit}
      idPrefix={`close-${id}`}
      className="gap-4"
      submit={{ children: `Close ${kind}`, loadingText: "Closing...", variant: "destructive" }}
    >
      <SelectField name="reason" label="Reason" required options={closeReasons} />
    </FormDialog>
  );
}
