"use client";

import { useTranslations } from "#i18n";
import { ProfilePrefill } from "@/components/accounts/profile-prefill";
import { ContactFields } from "@/components/contact/contact-fields";
import { boundKit, TypedValues } from "@/components/forms/bound-kit";
import { Form } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { contactInput } from "@/lib/contact/schema";
import { anyBlank, useApiForm } from "@/lib/forms/use-api-form";

type Answer = { success?: boolean; message?: string };

/**
 * The working contact form (LazyContactForm loads it on first use): a member's name and email filled in, locked
 * while sending, cleared on success (back to those details). Its texts are contactForm's (in English
 * lib/contact/messages.ts's words).
 */
export function ContactForm({ typed }: { typed?: Record<string, string | boolean> }) {
  const t = useTranslations("contactForm");
  const { form, onSubmit } = useApiForm({
    schema: contactInput,
    defaultValues: { name: "", mail: "", subject: "", message: "" },
    send: (data) => apiFetch<Answer>("/api/email/contact", { body: data }),
    // The one success text (the answer's message, in English the same words), in the page's language.
    success: () => ({ title: t("sent") }),
    invalid: ({ values, first }) => ({
      title: t("error"),
      description: anyBlank(values, ["name", "mail", "subject", "message"]) ? t("requiredFields") : first,
    }),
    failure: ({ message }) => ({ title: t("error"), description: message || t("failed") }),
  });

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="contact" aria-label={t("formLabel")}>
      <ProfilePrefill name="name" email="mail" />
      <ContactFields kit={boundKit} />
      <TypedValues values={typed} />
    </Form>
  );
}
