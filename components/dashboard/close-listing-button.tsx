"use client";

import { CircleSlash } from "lucide-react";
import { useTranslations } from "#i18n";
import { formMessages } from "@/lib/validation/messages";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { closeListingInput, closeReasons } from "@/lib/listings/schema";

/** What a close answers: a job's also says how many open applications it closed (each applicant told). */
type Closed = { closedApplications?: number };

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
  const t = useTranslations("dashboardActions.close");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  /** What the toast adds for a job: who was told. */
  const told = (answer: Closed) => {
    const count = answer.closedApplications ?? 0;
    return count > 0 ? ` ${t("told", { count })}` : "";
  };
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
      title: t("doneTitle"),
      description: `${t("doneText", { title })}${told(answer)}`,
    }),
    failure: ({ message }) => ({ title: t("failedTitle"), description: message || formMessages.tryAgainLater }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={t("ariaLabel", { title })}>
          <CircleSlash aria-hidden className="size-4" /> {t("label")}
        </Button>
      }
      title={t(`title.${kind}`)}
      description={t(`description.${kind}`, { title })}
      form={form}
      onSubmit={onSubmit}
      idPrefix={`close-${id}`}
      className="gap-4"
      submit={{ children: t(`submit.${kind}`), loadingText: t("busy"), variant: "destructive" }}
    >
      <SelectField
        name="reason"
        label={t("reason")}
        required
        options={closeReasons.map((value) => ({ value, label: t(`reasons.${value}`) }))}
      />
    </FormDialog>
  );
}
