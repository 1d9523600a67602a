"use client";

// Report a conversation to the admins, with a reason: they can read it and suspend a sender.
import { Flag } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { REPORT_REASON_MAX, reportInput } from "@/lib/conversations/schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { formMessages } from "@/lib/validation/messages";

export function ReportDialog({ threadId }: { threadId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: reportInput,
    defaultValues: { reason: "" },
    send: (data) => apiFetch(`/api/threads/${encodeURIComponent(threadId)}/report`, { body: data }),
    success: () => ({
      title: "Conversation Reported",
      description: "The site's admins will read it. Thank you for telling us.",
    }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
    failure: ({ message }) => ({
      title: "Report Not Sent",
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost">
          <Flag aria-hidden className="size-4" /> Report
        </Button>
      }
      title="Report this conversation"
      description="The site's admins read reported conversations and can suspend a member who abuses them."
      form={form}
      onSubmit={onSubmit}
      idPrefix="report"
      className="gap-5"
      submit={{ children: "Send report", loadingText: "Sending...", className: "w-full" }}
    >
      <TextAreaField name="reason" label="What is wrong?" required rows={4} maxLength={REPORT_REASON_MAX} />
    </FormDialog>
  );
}
