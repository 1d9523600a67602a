"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import {
  firstErrors,
  focusFirstError,
  formValues,
  missingRequired,
  type FieldErrors,
} from "@/lib/forms/errors";
import { postJson, RequestError } from "@/lib/http/client";
import { leadMessages } from "@/lib/leads/schema";

/** Validates a demo form with its schema, sends it to POST /api/leads and reports with the spec's toasts. */
export function useLeadForm<S extends z.ZodType>({
  schema,
  kind,
  required,
  onSuccess,
}: {
  schema: S;
  kind: "demo-booking" | "service-demo";
  required: readonly string[];
  onSuccess: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { ...formValues(form), kind };
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = firstErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(form, fieldErrors);
      const title = leadMessages.invalidTitle[kind];
      const description = missingRequired(values, required)
        ? leadMessages.required
        : (parsed.error.issues[0]?.message ?? leadMessages.required);
      toast.error(title, { description });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await postJson("/api/leads", parsed.data);
      form.reset();
      onSuccess();
    } catch (error) {
      if (error instanceof RequestError && error.errors) setErrors(error.errors);
      toast.error("Error", {
        description:
          error instanceof Error
            ? error.message
            : "There was an error processing your request. Please try again.",
      });
    } finally {
      setSending(false);
    }
  }

  return { errors, sending, onSubmit };
}
