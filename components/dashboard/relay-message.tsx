"use client";

// The pipeline's Message action on an applicant (shortlisted or decided) or a bidder (decided): the message goes
// into the conversation attached to the application or bid (opened the first time), which then opens.
import { MessageSquare } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { MESSAGE_MAX, messageInput, threadPath } from "@/lib/conversations/schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { localizedPath } from "@/lib/i18n/locales";
import { formMessages } from "@/lib/validation/messages";

export function RelayMessage({ url, name }: { url: string; name: string }) {
  const t = useTranslations("dashboardActions.relay");
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: messageInput,
    defaultValues: { message: "" },
    send: (data) => apiFetch<{ message: { threadId: string } }>(url, { body: data }),
    success: () => ({
      title: t("doneTitle"),
      description: t("doneText", { name }),
    }),
    onSuccess: (result) => {
      setOpen(false);
      router.push(localizedPath(locale, threadPath(result.message.threadId)));
    },
    failure: ({ message }) => ({
      title: t("failedTitle"),
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost" aria-label={t("title", { name })}>
          <MessageSquare aria-hidden className="size-4" /> {t("label")}
        </Button>
      }
      title={t("title", { name })}
      description={t("description")}
      form={form}
      onSubmit={onSubmit}
      idPrefix="relay"
      className="gap-5"
      submit={{ children: t("submit"), loadingText: t("busy"), className: "w-full" }}
    >
      <TextAreaField name="message" label={t("field")} required rows={4} maxLength={MESSAGE_MAX} />
    </FormDialog>
  );
}
