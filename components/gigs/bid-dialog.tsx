"use client";

import { useTranslations } from "#i18n";
import { TextAreaField, TextField } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { ApiClientError, apiFetch } from "@/lib/client/api";
import { BID_MESSAGE_MAX, bidInput } from "@/lib/bids/schema";
import { useApiForm } from "@/lib/forms/use-api-form";

export type BidTarget = { id: string; title: string; budget: string };

const blank = { amount: "", durationDays: "", message: "" };

/** The toast for values that do not pass (namespace gigsBid.toast): the specification's title for the first field that failed. */
function invalidToast(errors: Record<string, unknown>): "amount" | "duration" | "message" | "failed" {
  if (errors.amount) return "amount";
  if (errors.durationDays) return "duration";
  if (errors.message) return "message";
  return "failed";
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
  const t = useTranslations("gigsBid");
  const toast = (key: string) => ({ title: t(`toast.${key}.title`), description: t(`toast.${key}.description`) });
  const { form, onSubmit } = useApiForm({
    schema: bidInput,
    defaultValues: blank,
    send: (data) => apiFetch(`/api/gigs/${gig.id}/bids`, { body: data }),
    success: () => toast("submitted"),
    onSuccess: () => {
      onOpenChange(false);
      onPlaced?.();
    },
    invalid: ({ errors }) => toast(invalidToast(errors)),
    // A refusal the member can act on (an open bid already, the gig closed) says so; anything else is the
    // specification's failure text.
    failure: ({ error, message }) => ({
      title: t("toast.failed.title"),
      description:
        error instanceof ApiClientError && error.status >= 400 && error.status < 500 && message
          ? message
          : t("toast.failed.description"),
    }),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("dialogTitle", { title: gig.title })}
      description={t("dialogDescription", { budget: gig.budget })}
      form={form}
      onSubmit={onSubmit}
      idPrefix="bid"
      className="gap-5"
      submit={{ children: t("submit"), loadingText: t("submitting"), className: "w-full" }}
    >
      <TextField
        name="amount"
        label={t("amount")}
        required
        type="number"
        inputMode="numeric"
        min={1}
        step={100}
        placeholder="35000"
      />
      <TextField
        name="durationDays"
        label={t("duration")}
        required
        type="number"
        inputMode="numeric"
        min={1}
        placeholder="14"
      />
      <TextAreaField
        name="message"
        label={t("message")}
        optional
        rows={4}
        maxLength={BID_MESSAGE_MAX}
        hint={t("messageHint")}
      />
    </FormDialog>
  );
}
