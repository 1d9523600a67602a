"use client";

import { Form, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { contactInput } from "@/lib/contact/schema";
import { contactMessages } from "@/lib/contact/messages";
import { anyBlank, useApiForm } from "@/lib/forms/use-api-form";
import { formMessages } from "@/lib/validation/messages";

type Answer = { success?: boolean; message?: string };

/** The contact form: locked while sending, cleared on success. */
export function ContactForm() {
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
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="name" maxLength={100} />
        <TextField name="mail" label="Email" required type="email" autoComplete="email" />
      </div>
      <TextField name="subject" label="Subject" required maxLength={150} />
      <TextAreaField
        name="message"
        label="Message"
        required
        maxLength={5000}
        rows={6}
        placeholder="Tell us what you are building, or how we can help."
      />
      <SubmitButton loadingText="Sending..." className="self-start">
        Send Message
      </SubmitButton>
    </Form>
  );
}
