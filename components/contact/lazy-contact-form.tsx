import { useTranslations } from "#i18n";
import { ContactFields } from "@/components/contact/contact-fields";
import { ContactFormLoader } from "@/components/contact/contact-form-loader";
import { StaticForm, staticKit } from "@/components/forms/static-form";

/**
 * The contact form: drawn by the server, its working code (form library, schema) fetched on first use. The working
 * form reads contactForm: the page sends it (ClientMessages).
 */
export function LazyContactForm() {
  const t = useTranslations("contactForm");
  return (
    <ContactFormLoader>
      <StaticForm aria-label={t("formLabel")}>
        <ContactFields kit={staticKit("contact")} />
      </StaticForm>
    </ContactFormLoader>
  );
}
