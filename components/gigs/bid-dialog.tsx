"use client";

import { TextAreaField, TextField } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { ApiClientError, apiFetch } from "@/lib/client/api";
import { BID_MESSAGE_MAX, bidInput } from "@/lib/bids/schema";
import { bidMessages as m } from "@/lib/bids/messages";
import { useApiForm } from "@/lib/forms/use-api-form";

export type BidTarget = { id: string; title: string; budget: string };

const blank = { amount: "", durationDays: "", message: "" };

/** The toast for values that do not pass: the specification's title for the first field that failed. */
function invalidToast(errors: Record<string, unknown>) {
  if (errors.amount) return m.amount;
  if (errors.durationDays) return m.duration;
  if (errors.message) return m.message;
  return m.failed;
}

/** Bid Now: amount in rupees, duration in days and an optional message, checked with the server's schema. */
export function BidDialog({
  gig,
  open,
  onOpenChange,
  onPlaced,
}: {
  gig: BidTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPlaced?: () => void;
}) {
  const { form, onSubmit } = useApiForm({
    schema: bidInput,
    defaultValues: blank,
    send: (data) => apiFetch(`/api/gigs/${gig.id}/bids`, { body: data }),
    success: () => m.submitted,
    onSuccess: () => {
      onOpenChange(false);
      onPlaced?.();
    },
    invalid: ({ errors }) => invalidToast(errors),
    // A refusal the member can act on (an open bid already, the gig closed) says so; anything else is the
    // specification's failure text.
    failure: ({ error, message }) => ({
      title: m.failed.title,
      description:
        error instanceof ApiClientError && error.status >= 400 && error.status < 500 && message
          ? message
          : m.failed.description,
    }),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Bid on ${gig.title}`}
      description={`Budget: ${gig.budget}`}
      form={form}
      onSubmit={onSubmit}
      idPrefix="bid"
      className="gap-5"
      submit={{ children: "Submit Bid", loadingText: "Submitting...", className: "w-full" }}
    >
      <TextField
        name="amount"
        label="Your bid (₹)"
        required
        type="number"
        inputMode="numeric"
        min={1}
        step={100}
        placeholder="35000"
      />
      <TextField
        name="durationDays"
        label="Proposed duration (days)"
        required
        type="number"
        inputMode="numeric"
        min={1}
        placeholder="14"
      />
      <TextAreaField
        name="message"
        label="Message"
        optional
        rows={4}
        maxLength={BID_MESSAGE_MAX}
        hint="Why you, and how you would approach it"
      />
    </FormDialog>
  );
}
