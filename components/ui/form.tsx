"use client";

// Form-bound fields over react-hook-form: <Form> provides the form and locks it while it is sent; each field
// registers itself by name and shows that field's error. Pair with useApiForm (lib/forms/use-api-form.ts).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import {
  FormProvider,
  get,
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type RegisterOptions,
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
import { useErrorText } from "@/lib/client/error-text";
import { firstErrorMessage } from "@/lib/forms/use-api-form";

/** Where a form shows its errors: under each field, or as one summary above the submit button. */
type ErrorDisplay = "inline" | "summary";
type FormSettings = {
  idPrefix: string;
  errors: ErrorDisplay;
  inlineMessage?: (message: string) => string;
  /** The form-level message: the server's, or (errors="summary") the first error. */
  message?: string;
  /** Whether a field is still preparing its value (an image being recompressed): the form cannot be sent yet. */
  held?: boolean;
  /** Holds the form until the returned release is called (see useHoldSubmit). */
  hold?: () => () => void;
};
const FormContext = createContext<FormSettings>({ idPrefix: "field", errors: "inline" });

export type FormProps<T extends FieldValues, O> = Omit<ComponentProps<"form">, "onSubmit"> & {
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

/**
 * A form whose fields are disabled while it is being sent; the server's form-level error shows above them.
 * It posts: sent by the browser itself (a press before the page's code has run), what was typed goes in the
 * request's body, never in the address (a password in the history and the server's logs).
 */
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
  const inPageLanguage = useErrorText();
  const summary = errors === "summary" ? (rootError ?? firstErrorMessage(form.formState.errors)) : rootError;
  const message = summary && inPageLanguage(summary);
  const [holds, setHolds] = useState(0);
  const hold = useCallback(() => {
    setHolds((n) => n + 1);
    return () => setHolds((n) => n - 1);
  }, []);
  const held = holds > 0;
  return (
    <FormProvider {...form}>
      <FormContext value={{ idPrefix, errors, inlineMessage, message, held, hold }}>
        <form
          noValidate
          method="post"
          onSubmit={held ? (event) => event.preventDefault() : onSubmit}
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

/**
 * Holds the surrounding Form while `pending` (a field still preparing its value, such as an image being
 * recompressed): its SubmitButton is disabled and the form is not sent until every hold is released.
 */
export function useHoldSubmit(pending: boolean) {
  const { hold } = useContext(FormContext);
  useEffect(() => (pending && hold ? hold() : undefined), [pending, hold]);
}

/** The id, registration and error of a named field of the surrounding Form. */
export function useFormField(name: string) {
  const { idPrefix, errors: display, inlineMessage } = useContext(FormContext);
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const inPageLanguage = useErrorText();
  const shown =
    display === "inline" && message ? inPageLanguage(inlineMessage?.(message) ?? message) : undefined;
  return { id: `${idPrefix}-${name}`, error: shown, register, control };
}

type Common = Omit<FieldProps, "id" | "error" | "children" | "counter"> & { name: string };
/** A control's own handlers, which run besides the form's. */
type ControlEvents = Pick<RegisterOptions, "onChange" | "onBlur">;

/** Splits a field's props into its Field's (label, marker, hint, error, layout) and its control's, which it registers. */
function useBoundField<P extends Common & ControlEvents>({
  name,
  label,
  required,
  optional,
  hint,
  className,
  ...control
}: P) {
  const { id, error, register, control: form } = useFormField(name);
  return {
    field: { id, label, required, optional, hint, error, className },
    control,
    registered: register(name, { onChange: control.onChange, onBlur: control.onBlur }),
    form,
  };
}

/**
 * A text input. With `limit` (the length its schema allows) it shows a live counter and lets longer text be
 * typed or pasted, for the schema to refuse with its message, instead of cutting it silently as `maxLength` does.
 */
export function TextField({
  limit,
  ...props
}: Common & Omit<ComponentProps<"input">, "name" | "id"> & { limit?: number }) {
  const { field, control, registered, form } = useBoundField(props);
  const value = useWatch({ control: form, name: props.name, disabled: !limit }) as unknown;
  const counter = limit ? { length: typeof value === "string" ? value.length : 0, max: limit } : undefined;
  return (
    <Field {...field} counter={counter}>
      {(aria) => <Input {...control} {...aria} {...registered} />}
    </Field>
  );
}

/** A textarea; with `maxLength` it shows a live length counter. */
export function TextAreaField({
  maxLength,
  ...props
}: Common & Omit<ComponentProps<"textarea">, "name" | "id">) {
  const { field, control, registered, form } = useBoundField(props);
  const value = useWatch({ control: form, name: props.name }) as unknown;
  const counter = maxLength
    ? { length: typeof value === "string" ? value.length : 0, max: maxLength }
    : undefined;
  return (
    <Field {...field} counter={counter}>
      {(aria) => <Textarea {...control} {...aria} {...registered} />}
    </Field>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: Common &
  Omit<ComponentProps<"select">, "name" | "id"> & {
    options: readonly (string | { value: string; label: string })[];
    /** A first, empty choice ("Choose a course"). */
    placeholder?: string;
  }) {
  const { field, control, registered } = useBoundField(props);
  return (
    <Field {...field}>
      {(aria) => (
        <Select {...control} {...aria} {...registered}>
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
  const { idPrefix, message, held } = useContext(FormContext);
  return (
    <>
      <div id={`${idPrefix}-message`} className="w-full empty:hidden">
        <FormMessage>{message}</FormMessage>
      </div>
      <Button
        type="submit"
        size="lg"
        loading={isSubmitting}
        loadingText={loadingText}
        {...props}
        disabled={held || props.disabled}
      >
        {children}
      </Button>
    </>
  );
}
