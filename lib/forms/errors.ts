// Client-safe helpers for forms that validate with the same zod schema as their route handler.
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** The first message for each field of a zod error. */
export function firstErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** The form's text fields as a plain object. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") out[key] = value;
  });
  return out;
}

/** Whether any of `required` is empty: the spec's "Please fill in all required fields" case. */
export function missingRequired(values: Record<string, string>, required: readonly string[]): boolean {
  return required.some((key) => !values[key]?.trim());
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (!first) return;
  form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
}
