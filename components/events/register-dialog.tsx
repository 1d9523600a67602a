"use client";

import { useTranslations } from "#i18n";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Form, SelectField, SubmitButton, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import type { MyRegistrationDto } from "@/lib/events/registration-dto";
import { ANSWER_MAX, answersInput, type RegistrationQuestion } from "@/lib/events/registration-schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { registeredToast } from "@/components/events/registered-toast";

export type RegisterTarget = { id: string; title: string; questions: RegistrationQuestion[] };

/** The event's questions, answered before registering; checked with the server's own schema. */
export function RegisterDialog({
  event,
  submitLabel,
  open,
  onOpenChange,
  onRegistered,
}: {
  event: RegisterTarget;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegistered: () => void;
}) {
  const t = useTranslations("eventsRegister");
  const { form, onSubmit } = useApiForm({
    schema: answersInput(event.questions),
    defaultValues: { answers: Object.fromEntries(event.questions.map((q) => [q.id, ""])) },
    send: (data) =>
      apiFetch<{ registration: MyRegistrationDto }>(
        `/api/events/${encodeURIComponent(event.id)}/registrations`,
        { method: "POST", body: data },
      ),
    success: ({ registration }) => registeredToast(registration, t),
    onSuccess: () => {
      onOpenChange(false);
      onRegistered();
    },
    invalid: ({ first }) => ({ title: t("dialog.checkAnswers"), description: first }),
    failure: ({ message }) => ({ title: t("registerFailed"), description: message }),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("dialog.title", { title: event.title })}
        description={t("dialog.description")}
      >
        <Form form={form} onSubmit={onSubmit} idPrefix="register" className="gap-4">
          {event.questions.map((q) =>
            q.kind === "choice" ? (
              <SelectField
                key={q.id}
                name={`answers.${q.id}`}
                label={q.label}
                required={q.required}
                optional={!q.required}
                options={q.options}
                placeholder={t("dialog.chooseOne")}
              />
            ) : (
              <TextField
                key={q.id}
                name={`answers.${q.id}`}
                label={q.label}
                required={q.required}
                optional={!q.required}
                limit={ANSWER_MAX}
              />
            ),
          )}
          <SubmitButton size="md" loadingText={t("dialog.registering")} className="mt-2">
            {submitLabel}
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
