import { ContactFields } from "@/components/contact/contact-fields";
import { ContactFormLoader } from "@/components/contact/contact-form-loader";
import { StaticForm, staticKit } from "@/components/forms/static-form";

/** The contact form: drawn by the server, its working code (form library, schema) fetched on first use. */
export function LazyContactForm() {
  return (
    <ContactFormLoader>
      <StaticForm aria-label="Contact form">
        <ContactFields kit={staticKit("contact")} />
      </StaticForm>
    </ContactFormLoader>
  );
}
