"use client";

// The one submit flow of every form: validate with the same zod schema the route handler uses, send, map the
// one error shape's field errors back onto the fields, and say what happened in a toast.
import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { toast } from "@/lib/client/toast";
import type { z } from "zod";
import { ApiClientError } from "@/lib/client/api";
import "@/lib/forms/zod-in-browser";

/** A toast's title and description; null shows none. */
export type ToastText = { title: string; description?: string } | null;

/** A form's schema: its output is the parsed values; its input may be loose (preprocessed schemas take unknown). */
type Schema = z.ZodType<FieldValues, unknown>;
/** The values the form holds: the schema's input where that is an object, else plain named values. */
type Values<S extends Schema> = z.input<S> extends FieldValues ? z.input<S> : Record<string, unknown>;

type Options<S extends Schema, R> = {
  schema: S;
  defaultValues?: DefaultValues<Values<S>>;
  /** Sends the parsed values (usually `apiFetch(...)`; `values` are the fields as typed); an ApiClientError is reported. */
  send: (data: z.output<S>, values: Values<S>) => Promise<R>;
  /** Runs after a successful send; the form is reset first unless `keepValues`. */
  onSuccess?: (result: R, data: z.output<S>) => void;
  success?: (result: R) => ToastText;
  /** The toast when the values do not pass the schema (the fields show their own messages). */
  invalid?: (info: { errors: FieldErrors<Values<S>>; values: Values<S>; first?: string }) => ToastText;
  /** The toast when the call fails; `message` is the server's message or the network-failure text. */
  failure: (info: { message: string; error: unknown }) => ToastText;
  keepValues?: boolean;
  /** Also show a failed call's message above the submit button. */
  failureAbove?: boolean;
};

/** The first error message of a react-hook-form error tree. */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value) continue;
    if (typeof value.message === "string" && value.message) return value.message;
    const nested = firstErrorMessage(value as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}

/** Whether any of `names` is empty or blank: the "Please fill in all required fields" case. */
export function anyBlank(values: Record<string, unknown>, names: readonly string[]): boolean {
  return names.some((name) => {
    const value = values[name];
    return value === undefined || value === null || (typeof value === "string" && !value.trim());
  });
}

function show(kind: "success" | "error", text: ToastText) {
  if (text) toast[kind](text.title, text.description ? { description: text.description } : undefined);
}

/** Puts the server's field errors on the fields the form has, the rest above the submit button. */
function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  failureAbove: boolean,
) {
  if (!(error instanceof ApiClientError)) return;
  if (failureAbove) form.setError("root.server", { type: "server", message: error.message });
  const known = new Set(Object.keys(form.getValues()));
  let focused = false;
  for (const [name, message] of Object.entries(error.errors)) {
    if (known.has(name)) {
      form.setError(name as Path<T>, { type: "server", message }, { shouldFocus: !focused });
      focused = true;
    } else if (!failureAbove) {
      form.setError("root.server", { type: "server", message });
    }
  }
}

export function useApiForm<S extends Schema, R = unknown>(options: Options<S, R>) {
  const form = useForm<Values<S>, unknown, z.output<S>>({
    resolver: zodResolver(options.schema as unknown as z.ZodType<z.output<S>, Values<S>>) as Resolver<
      Values<S>,
      unknown,
      z.output<S>
    >,
    defaultValues: options.defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = form.handleSubmit(
    async (data) => {
      try {
        const result = await options.send(data, form.getValues());
        if (!options.keepValues) form.reset();
        show("success", options.success?.(result) ?? null);
        options.onSuccess?.(result, data);
      } catch (error) {
        applyServerErrors(form, error, !!options.failureAbove);
        const message = error instanceof Error && error.message ? error.message : "";
        show("error", options.failure({ message, error }));
      }
    },
    (errors) => {
      const values = form.getValues();
      show("error", options.invalid?.({ errors, values, first: firstErrorMessage(errors) }) ?? null);
    },
  ) as (event?: BaseSyntheticEvent) => Promise<void>;

  return { form, onSubmit };
}
