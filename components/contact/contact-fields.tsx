import { useTranslations } from "#i18n";
import type { FieldKit } from "@/components/forms/static-form";

/** The contact form's fields, drawn once for the page (static kit) and once working (ui/form). */
export function ContactFields({ kit: { TextField, TextAreaField, SubmitButton } }: { kit: FieldKit }) {
  const t = useTranslations("contactForm");
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t("name")} required autoComplete="name" maxLength={100} />
        <TextField name="mail" label={t("email")} required type="email" autoComplete="email" />
      </div>
      <TextField name="subject" label={t("subject")} required maxLength={150} />
      <TextAreaField
        name="message"
        label={t("message")}
        required
        maxLength={5000}
        rows={6}
        placeholder={t("messagePlaceholder")}
      />
      <SubmitButton loadingText={t("sending")} className="self-start">
        {t("send")}
      </SubmitButton>
    </>
  );
}
