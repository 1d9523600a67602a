"use client";

// Report a conversation to the admins, with a reason: they can read it and suspend a sender.
import { Flag } from "lucide-react";
import { useTranslations } from "#i18n";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { REPORT_REASON_MAX, reportInput } from "@/lib/conversations/schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { useRouter } from "@/lib/i18n/navigation";
import { formMessages } from "@/lib/validation/messages";

export function ReportDialog({ threadId }: { threadId: string }) {
  const t = useTranslations("conversations.report");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: reportInput,
    defaultValues: { reason: "" },
    send: (data) => apiFetch(`/api/threads/${encodeURIComponent(threadId)}/report`, { body: data }),
    success: () => ({
      title: t("sentTitle"),
      description: t("sentDescription"),
    }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
    failure: ({ message }) => ({
      title: t("notSent"),
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost">
          <Flag aria-hidden className="size-4" /> {t("trigger")}
        </Button>
      }
      title={t("title")}
      description={t("description")}
      form={form}
      onSubmit={onSubmit}
      idPrefix="report"
      className="gap-5"
      submit={{ children: t("send"), loadingText: t("sending"), className: "w-full" }}
    >
      <TextAreaField name="reason" label={t("reason")} required rows={4} maxLength={REPORT_REASON_MAX} />
    </FormDialog>
  );
}
