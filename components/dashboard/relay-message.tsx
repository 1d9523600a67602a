"use client";

// The pipeline's Message action on an applicant (shortlisted or decided) or a bidder (decided): the message goes
// into the conversation attached to the application or bid (opened the first time), which then opens.
import { MessageSquare } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { MESSAGE_MAX, messageInput, threadPath } from "@/lib/conversations/schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { formMessages } from "@/lib/validation/messages";

export function RelayMessage({ url, name }: { url: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: messageInput,
    defaultValues: { message: "" },
    send: (data) => apiFetch<{ message: { threadId: string } }>(url, { body: data }),
    success: () => ({
      title: "Message Sent",
      description: `${name} can read and answer it in Messages; your email address is not shown.`,
    }),
    onSuccess: (result) => {
      setOpen(false);
      router.push(threadPath(result.message.threadId));
    },
    failure: ({ message }) => ({
      title: "Message Not Sent",
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost" aria-label={`Message ${name}`}>
          <MessageSquare aria-hidden className="size-4" /> Message
        </Button>
      }
      title={`Message ${name}`}
      description="It starts or continues your conversation in Messages, where both of you write; your email address is not shared."
      form={form}
      onSubmit={onSubmit}
      idPrefix="relay"
      className="gap-5"
      submit={{ children: "Send message", loadingText: "Sending...", className: "w-full" }}
    >
      <TextAreaField name="message" label="Message" required rows={4} maxLength={MESSAGE_MAX} />
    </FormDialog>
  );
}
