"use client";

import { Check, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { DECISION_MESSAGE_MAX, decisionInput } from "@/lib/events/registration-schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { formMessages } from "@/lib/validation/messages";

type Decision = "approve" | "decline";

const words = {
  approve: {
    button: "Approve",
    sending: "Approving...",
    done: "Registration approved",
    says: (name: string, full: boolean) =>
      full
        ? `The event is full: ${name} joins the waitlist and gets the next place that opens up. We mail them.`
        : `${name} gets a place and their ticket by mail.`,
  },
  decline: {
    button: "Decline",
    sending: "Declining...",
    done: "Registration declined",
    says: (name: string) =>
      `We mail ${name} that you declined. A place they held goes to the first on the waitlist.`,
  },
} as const;

function DecisionDialog({
  url,
  name,
  decision,
  full,
  open,
  onOpenChange,
}: {
  url: string;
  name: string;
  decision: Decision;
  full: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const w = words[decision];
  const { form, onSubmit } = useApiForm({
    schema: decisionInput,
    defaultValues: { decision, message: "" },
    send: (data) => apiFetch(url, { method: "PUT", body: data }),
    success: () => ({ title: w.done }),
    onSuccess: () => {
      onOpenChange(false);
      router.refresh();
    },
    failure: ({ message }) => ({
      title: "Update failed",
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${w.button} ${name}?`}
      description={w.says(name, full)}
      form={form}
      onSubmit={onSubmit}
      idPrefix={`${decision}-${url.split("/").pop()}`}
      submit={{
        children: w.button,
        loadingText: w.sending,
        variant: decision === "decline" ? "destructive" : "primary",
      }}
    >
      <TextAreaField
        name="message"
        label="Message to them"
        optional
        rows={3}
        maxLength={DECISION_MESSAGE_MAX}
        hint="Mailed with the decision and shown on their ticket."
      />
    </FormDialog>
  );
}

/** The organiser's Approve and Decline of one registration, each with an optional message. */
export function RegistrationDecision({
  eventId,
  registrationId,
  name,
  choices,
  full,
}: {
  eventId: string;
  registrationId: string;
  name: string;
  choices: Decision[];
  /** The event is full: an approval puts them on the waitlist. */
  full: boolean;
}) {
  const [open, setOpen] = useState<Decision | null>(null);
  const url = `/api/events/${encodeURIComponent(eventId)}/registrations/${encodeURIComponent(registrationId)}`;
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((d) => (
        <Button
          key={d}
          size="sm"
          variant={d === "approve" ? "primary" : "secondary"}
          onClick={() => setOpen(d)}
          aria-label={`${words[d].button} ${name}`}
        >
          {d === "approve" ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
          {words[d].button}
        </Button>
      ))}
      {open && (
        <DecisionDialog
          url={url}
          name={name}
          decision={open}
          full={full}
          open
          onOpenChange={(o) => !o && setOpen(null)}
        />
      )}
    </div>
  );
}
