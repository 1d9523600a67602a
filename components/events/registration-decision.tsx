"use client";

import { Check, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "#i18n";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { DECISION_MESSAGE_MAX, decisionInput } from "@/lib/events/registration-schema";
import { useApiForm } from "@/lib/forms/use-api-form";

type Decision = "approve" | "decline";

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
  const t = useTranslations("eventsDecision");
  const { form, onSubmit } = useApiForm({
    schema: decisionInput,
    defaultValues: { decision, message: "" },
    send: (data) => apiFetch(url, { method: "PUT", body: data }),
    success: () => ({ title: t(`${decision}.done`) }),
    onSuccess: () => {
      onOpenChange(false);
      router.refresh();
    },
    failure: ({ message }) => ({
      title: t("failed"),
      description: message || t("tryAgainLater"),
    }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${decision}.question`, { name })}
      description={decision === "approve" && full ? t("approve.saysFull", { name }) : t(`${decision}.says`, { name })}
      form={form}
      onSubmit={onSubmit}
      idPrefix={`${decision}-${url.split("/").pop()}`}
      submit={{
        children: t(`${decision}.button`),
        loadingText: t(`${decision}.sending`),
        variant: decision === "decline" ? "destructive" : "primary",
      }}
    >
      <TextAreaField
        name="message"
        label={t("messageLabel")}
        optional
        rows={3}
        maxLength={DECISION_MESSAGE_MAX}
        hint={t("messageHint")}
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
  const t = useTranslations("eventsDecision");
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
          aria-label={t(`${d}.ariaLabel`, { name })}
        >
          {d === "approve" ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
          {t(`${d}.button`)}
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
