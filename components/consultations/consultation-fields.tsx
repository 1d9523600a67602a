import { useTranslations } from "#i18n";
import type { ReactNode } from "react";
import type { FieldKit } from "@/components/forms/static-form";

/** Where the time goes while the free times are read (the server's drawing, and the working form's first one). */
export function ReadingTimes() {
  const t = useTranslations("consultations");
  return (
    <p role="status" className="text-sm text-muted">
      {t("readingTimes")}
    </p>
  );
}

/** A request without a slot: an optional preferred time; the team answers by email. */
export function PreferredTimeField({ kit: { TextField }, hint }: { kit: FieldKit; hint?: string }) {
  const t = useTranslations("consultations");
  return (
    <TextField
      name="preferredDate"
      label={t("preferredLabel")}
      optional
      type="datetime-local"
      hint={hint ?? t("preferredHint")}
    />
  );
}

/**
 * The consultation request's fields, drawn once with the page (static kit) and once working (ui/form). The Email
 * is the account's own, shown read-only: that address is the only one mailed. `time` is the one way to say when:
 * the slot picker, or the preferred time of a request (ReadingTimes until the free times are known).
 */
export function ConsultationFields({
  kit,
  time = <ReadingTimes />,
  checking = false,
}: {
  kit: FieldKit;
  time?: ReactNode;
  checking?: boolean;
}) {
  const t = useTranslations("consultations");
  const { TextField, TextAreaField, SubmitButton } = kit;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t("name")} required autoComplete="name" maxLength={100} />
        <TextField name="mobile" label={t("mobile")} required type="tel" autoComplete="tel" maxLength={20} />
        <TextField
          name="email"
          label={t("email")}
          required
          type="email"
          autoComplete="email"
          readOnly
          className="sm:col-span-2"
          hint={t("emailHint")}
        />
      </div>
      {time}
      <TextField
        name="topic"
        label={t("topic")}
        required
        maxLength={150}
        placeholder={t("topicPlaceholder")}
      />
      <TextAreaField
        name="message"
        label={t("message")}
        required
        maxLength={2000}
        rows={5}
        placeholder={t("messagePlaceholder")}
      />
      <SubmitButton loadingText={t("booking")} className="self-start" disabled={checking}>
        {checking ? t("booking") : t("book")}
      </SubmitButton>
    </>
  );
}
