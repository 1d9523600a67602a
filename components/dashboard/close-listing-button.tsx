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
import { plural, pluralNoun } from "@/lib/format/plural";
import { closeListingInput, closeReasons } from "@/lib/listings/schema";

/** What a close answers: a job's also says how many open applications it closed (each applicant told). */
type Closed = { closedApplications?: number };

/** What the toast adds for a job: who was told. */
function told(answer: Closed): string {
  const n = answer.closedApplications ?? 0;
  return n > 0 ? ` ${plural(n, "applicant")} still waiting ${pluralNoun(n, "was", "were")} told.` : "";
}

/**
 * Closes a live job or gig early, Filled or Closed, after a confirmation naming it. `onClosed` is told the
 * reason at once (the row shows it), then the page is refreshed.
 */
export function CloseListingButton({
  kind,
  id,
  title,
  onClosed,
}: {
  kind: "job" | "gig";
  id: string;
  title: string;
  onClosed?: (reason: string) => void;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: closeListingInput,
    defaultValues: { reason: kind === "job" ? "Filled" : "Closed" },
    send: (data) => apiFetch<Closed>(`/api/${kind}s/${id}/close`, { method: "POST", body: data }),
    onSuccess: (_, data) => {
      setOpen(false);
      onClosed?.(data.reason);
      router.refresh();
    },
    success: (answer) => ({
      title: "Listing Closed",
      description: `"${title}" is no longer listed.${told(answer)}`,
    }),
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
      description={
        kind === "job"
          ? `"${title}" leaves the lists and takes no more applications; applicants still waiting are told it went no further. Its page stays, marked closed. This cannot be undone.`
          : `"${title}" leaves the lists and takes no more bids. Its page stays, marked closed. This cannot be undone.`
      }
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
