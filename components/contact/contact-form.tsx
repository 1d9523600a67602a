"use client";

import { ProfilePrefill } from "@/components/accounts/profile-prefill";
import { ContactFields } from "@/components/contact/contact-fields";
import { boundKit, TypedValues } from "@/components/forms/bound-kit";
import { Form } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { contactInput } from "@/lib/contact/schema";
import { contactMessages } from "@/lib/contact/messages";
import { anyBlank, useApiForm } from "@/lib/forms/use-api-form";
import { formMessages } from "@/lib/validation/messages";

type Answer = { success?: boolean; message?: string };

/**
 * The working contact form (LazyContactForm loads it on first use): a member's name and email filled in, locked
 * while sending, cleared on success (back to those details).
 */
export function ContactForm({ typed }: { typed?: Record<string, string | boolean> }) {
  const { form, onSubmit } = useApiForm({
    schema: contactInput,
    defaultValues: { name: "", mail: "", subject: "", message: "" },
    send: (data) => apiFetch<Answer>("/api/email/contact", { body: data }),
    success: (answer) => ({ title: answer.message || contactMessages.sent }),
    invalid: ({ values, first }) => ({
      title: "Error",
      description: anyBlank(values, ["name", "mail", "subject", "message"])
        ? formMessages.requiredFields
        : first,
    }),
    failure: ({ message }) => ({ title: "Error", description: message || contactMessages.failed }),
  });

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="contact" aria-label="Contact form">
      <ProfilePrefill name="name" email="mail" />
      <ContactFields kit={boundKit} />
      <TypedValues values={typed} />
    </Form>
  );
}
