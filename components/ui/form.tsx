"use client";

// Form-bound fields over react-hook-form: <Form> provides the form and locks it while it is sent; each field
// registers itself by name and shows that field's error. Pair with useApiForm (lib/forms/use-api-form.ts).
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import {
  FormProvider,
  get,
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Checkbox,
  Field,
  FormMessage,
  Input,
  Select,
  Textarea,
  type FieldProps,
} from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { firstErrorMessage } from "@/lib/forms/use-api-form";

/** Where a form shows its errors: under each field, or as one summary above the submit button. */
type ErrorDisplay = "inline" | "summary";
type FormSettings = {
  idPrefix: string;
  errors: ErrorDisplay;
  inlineMessage?: (message: string) => string;
  /** The form-level message: the server's, or (errors="summary") the first error. */
  message?: string;
};
const FormContext = createContext<FormSettings>({ idPrefix: "field", errors: "inline" });

type FormProps<T extends FieldValues, O> = Omit<ComponentProps<"form">, "onSubmit"> & {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: ComponentProps<"form">["onSubmit"];
  /** Field ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  /** Classes of the fieldset that holds the fields (the layout). */
  className?: string;
  /** "summary": the first error shows once, above the submit button, instead of under its field. */
  errors?: ErrorDisplay;
  /** How a message reads under its field (e.g. a form-wide "Please fill in all fields." as "Required"). */
  inlineMessage?: (message: string) => string;
  children: ReactNode;
};

/** A form whose fields are disabled while it is being sent; the server's form-level error shows above them. */
export function Form<T extends FieldValues, O>({
  form,
  onSubmit,
  idPrefix,
  className,
  errors = "inline",
  inlineMessage,
  children,
  ...props
}: FormProps<T, O>) {
  const sending = form.formState.isSubmitting;
  const rootError = form.formState.errors.root?.server?.message;
  const message = errors === "summary" ? (rootError ?? firstErrorMessage(form.formState.errors)) : rootError;
  return (
    <FormProvider {...form}>
      <FormContext value={{ idPrefix, errors, inlineMessage, message }}>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-busy={sending || undefined}
          aria-describedby={message ? `${idPrefix}-message` : undefined}
          {...props}
        >
          <fieldset disabled={sending} className={cn("flex min-w-0 flex-col gap-5", className)}>
            {children}
          </fieldset>
        </form>
      </FormContext>
    </FormProvider>
  );
}

/** The id, registration and error of a named field of the surrounding Form. */
export function useFormField(name: string) {
  const { idPrefix, errors: display, inlineMessage } = useContext(FormContext);
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const shown = display === "inline" && message ? (inlineMessage?.(message) ?? message) : undefined;
  return { id: `${idPrefix}-${name}`, error: shown, register, control };
}

type Common = Omit<FieldProps, "id" | "error" | "children" | "counter"> & { name: string };

export function TextField({
  name,
  label,
  required,
  optional,
  hint,
  className,
  ...input
}: Common & Omit<ComponentProps<"input">, "name" | "id">) {
  const { id, error, register } = useFormField(name);
  return (
    <Field {...{ id, label, required, optional, hint, error, className }}>
      {(aria) => (
        <Input {...input} {...aria} {...register(name, { onChange: input.onChange, onBlur: input.onBlur })} />
      )}
    </Field>
  );
}

/** A textarea; with `maxLength` it shows a live length counter. */
export function TextAreaField({
  name,
  label,
  required,
  optional,
  hint,
  className,
  maxLength,
  ...area
}: Common & Omit<ComponentProps<"textarea">, "name" | "id">) {
  const { id, error, register, control } = useFormField(name);
  const value = useWatch({ control, name }) as unknown;
  const counter = maxLength
    ? { length: typeof value === "string" ? value.length : 0, max: maxLength }
    : undefined;
  return (
    <Field {...{ id, label, required, optional, hint, error, counter, className }}>
      {(aria) => (
        <Textarea {...area} {...aria} {...register(name, { onChange: area.onChange, onBlur: area.onBlur })} />
      )}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  required,
  optional,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Common &
  Omit<ComponentProps<"select">, "name" | "id"> & {
    options: readonly (string | { value: string; label: string })[];
    /** A first, empty choice ("Choose a course"). */
    placeholder?: string;
  }) {
  const { id, error, register } = useFormField(name);
  return (
    <Field {...{ id, label, required, optional, hint, error, className }}>
      {(aria) => (
        <Select
          {...select}
          {...aria}
          {...register(name, { onChange: select.onChange, onBlur: select.onBlur })}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => {
            const { value, label: text } = typeof o === "string" ? { value: o, label: o } : o;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it, and its error under it. */
export function CheckboxField({
  name,
  label,
  className,
}: {
  name: string;
  label: ReactNode;
  className?: string;
}) {
  const { id, error, register } = useFormField(name);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-text">
        <Checkbox
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's message (above it) and its submit button: locked with its sending label ('Sending...') while sent. */
export function SubmitButton({
  children,
  loadingText,
  ...props
}: Omit<ComponentProps<typeof Button>, "type" | "loading">) {
  const { isSubmitting } = useFormState();
  const { idPrefix, message } = useContext(FormContext);
  return (
    <>
      <div id={`${idPrefix}-message`} className="w-full empty:hidden">
        <FormMessage>{message}</FormMessage>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} loadingText={loadingText} {...props}>
        {children}
      </Button>
    </>
  );
}
