"use client";

// The bar over the applicants: how many are selected, and Reject selected, which asks for one message (sent to
// each of them), names what follows, then rejects them all or none.
import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "#i18n";
import { useState } from "react";
import { useApplicantSelection } from "@/components/applications/applicant-selection";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { bulkRejectionForm } from "@/lib/applications/schema";
import { useApiForm } from "@/lib/forms/use-api-form";

export function BulkReject({ jobId }: { jobId: string }) {
  const t = useTranslations("applications.bulk");
  const errors = useTranslations("errors");
  const router = useRouter();
  const { ids, clear } = useApplicantSelection();
  const [open, setOpen] = useState(false);
  const count = ids.length;
  const { form, onSubmit } = useApiForm({
    schema: bulkRejectionForm,
    defaultValues: { message: "" },
    send: (data) =>
      apiFetch<{ rejected: string[] }>(`/api/jobs/${jobId}/applications/reject`, {
        body: { ids, message: data.message },
      }),
    success: ({ rejected }) => ({
      title: t("doneTitle"),
      description: t("doneText", { count: rejected.length }),
    }),
    onSuccess: () => {
      setOpen(false);
      clear();
      router.refresh();
    },
    failure: ({ message }) => ({
      title: t("failedTitle"),
      description: message || errors("pleaseTryAgainLater"),
    }),
  });
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label={t("group")}>
      <p className="text-sm text-muted" aria-live="polite">
        {count === 0 ? t("none") : t("selected", { count })}
      </p>
      {count > 0 && (
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button size="sm" variant="secondary">
              <X aria-hidden className="size-4" /> {t("button")}
            </Button>
          }
          title={t("title", { count })}
          description={t("description", { count })}
          form={form}
          onSubmit={onSubmit}
          idPrefix="bulk-reject"
          className="gap-5"
          submit={{
            children: t("submit", { count }),
            loadingText: t("busy"),
            variant: "destructive",
            className: "w-full",
          }}
        >
          <TextAreaField name="message" label={t("field")} rows={3} maxLength={1000} />
        </FormDialog>
      )}
    </div>
  );
}
