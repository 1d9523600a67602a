"use client";

// Message an applicant or bidder after the decision: the site mails it for the poster, whose address is not shown.
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { RELAYED_MESSAGE_MAX, relayedMessage } from "@/lib/mail/schema";
import { formMessages } from "@/lib/validation/messages";

export function RelayMessage({ url, name }: { url: string; name: string }) {
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: relayedMessage,
    defaultValues: { message: "" },
    send: (data) => apiFetch(url, { body: data }),
    success: () => ({
      title: "Message Sent",
      description: `${name} gets it by email; your address is not shown.`,
    }),
    onSuccess: () => setOpen(false),
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
      description="Builders Hub mails it for you; your email address is not shared."
      form={form}
      onSubmit={onSubmit}
      idPrefix="relay"
      className="gap-5"
      submit={{ children: "Send message", loadingText: "Sending...", className: "w-full" }}
    >
      <TextAreaField name="message" label="Message" required rows={4} maxLength={RELAYED_MESSAGE_MAX} />
    </FormDialog>
  );
}
