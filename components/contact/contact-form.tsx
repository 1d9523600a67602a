"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { describedBy, Field, Input, Textarea } from "@/components/ui/field";
import { contactMessages, ContactInput } from "@/lib/contact/schema";
import {
  firstErrors,
  focusFirstError,
  formValues,
  missingRequired,
  type FieldErrors,
} from "@/lib/forms/errors";
import { postJson, RequestError } from "@/lib/http/client";

type Answer = { success?: boolean; message?: string };

/** The contact form (public §4, §7, §8): locked while sending, cleared on success. */
export function ContactForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const parsed = ContactInput.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = firstErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(form, fieldErrors);
      const missing = missingRequired(values, ["name", "mail", "subject", "message"]);
      toast.error("Error", {
        description: missing ? "Please fill in all required fields" : parsed.error.issues[0]?.message,
      });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await postJson<Answer>("/api/email/contact", parsed.data);
      if (answer.success) {
        toast.success(answer.message || contactMessages.sent);
        form.reset();
      } else {
        toast.error("Error", { description: answer.message || contactMessages.failed });
      }
    } catch (error) {
      if (error instanceof RequestError) {
        if (error.errors) setErrors(error.errors);
        toast.error("Error", { description: error.message || contactMessages.failed });
      } else {
        toast.error("Error", {
          description: (error instanceof Error && error.message) || contactMessages.thrown,
        });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" aria-busy={sending}>
      <fieldset disabled={sending} className="flex flex-col gap-5">
        <legend className="sr-only">Your message</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-name" label="Name" required error={errors.name}>
            <Input
              {...describedBy("contact-name", errors.name)}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
            />
          </Field>
          <Field id="contact-mail" label="Email" required error={errors.mail}>
            <Input
              {...describedBy("contact-mail", errors.mail)}
              name="mail"
              type="email"
              autoComplete="email"
              required
            />
          </Field>
        </div>
        <Field id="contact-subject" label="Subject" required error={errors.subject}>
          <Input
            {...describedBy("contact-subject", errors.subject)}
            name="subject"
            required
            maxLength={150}
          />
        </Field>
        <Field id="contact-message" label="Message" required error={errors.message}>
          <Textarea
            {...describedBy("contact-message", errors.message)}
            name="message"
            required
            maxLength={5000}
            rows={6}
            placeholder="Tell us what you are building, or how we can help."
          />
        </Field>
        <Button type="submit" size="lg" loading={sending} loadingText="Sending..." className="self-start">
          Send Message
        </Button>
      </fieldset>
    </form>
  );
}
