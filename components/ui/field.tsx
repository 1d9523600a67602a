// The one set of form-control primitives: controls styled once, and Field, which gives a control its label,
// hint, error line, optional counter, and the aria wiring between them. Form-bound fields: components/ui/form.tsx.
import { useTranslations } from "#i18n";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

const control = "field-control"; // globals.css

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-text", className)} {...props} />;
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-24 leading-relaxed", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "appearance-auto", className)} {...props} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    // A component class (app/globals.css): a list's filters draw a dozen of these.
    <input type="checkbox" className={cn("checkbox", className)} {...props} />
  );
}

/** The aria attributes Field hands to its control. */
export type ControlAria = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

/** The ids and aria attributes of a control with an optional hint, counter and error. */
export function controlAria(
  id: string,
  {
    error,
    hint,
    counter,
    required,
  }: { error?: string; hint?: boolean; counter?: boolean; required?: boolean },
): ControlAria {
  const described = [hint && !error && `${id}-hint`, counter && `${id}-counter`, error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    "aria-required": required ? true : undefined,
  };
}

export type FieldProps = {
  id: string;
  label: ReactNode;
  /** Marks the label with *; `optional` marks it "(optional)"; neither shows no marker. */
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The length out of the maximum, shown under the field. */
  counter?: { length: number; max: number };
  className?: string;
  /** Renders the control with the aria attributes that tie it to the label, hint and error. */
  children: (aria: ControlAria) => ReactNode;
};

/** A labelled control with its hint, counter and the error line under it. */
export function Field({
  id,
  label,
  required,
  optional,
  hint,
  error,
  counter,
  className,
  children,
}: FieldProps) {
  const t = useTranslations("common");
  const aria = controlAria(id, { error, hint: !!hint, counter: !!counter, required });
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden>
            {" "}
            *
          </span>
        )}
        {optional && <span className="font-normal text-muted"> {t("optional")}</span>}
      </Label>
      {children(aria)}
      {(hint && !error) || counter ? (
        <div className="flex items-start justify-between gap-3 text-sm text-muted">
          {hint && !error ? <p id={`${id}-hint`}>{hint}</p> : <span />}
          {counter && (
            <p
              id={`${id}-counter`}
              className={cn("shrink-0 tabular-nums", counter.length > counter.max && "text-danger")}
            >
              {counter.length}/{counter.max}
            </p>
          )}
        </div>
      ) : null}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level message (role=alert for errors) shown above the submit button. */
export function FormMessage({
  tone = "error",
  children,
}: {
  tone?: "error" | "success";
  children?: ReactNode;
}) {
  if (!children) return null;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl border px-3.5 py-2.5 text-sm",
        tone === "error"
          ? "border-danger/50 bg-danger/10 text-danger"
          : "border-success/40 bg-success/10 text-success",
      )}
    >
      {children}
    </p>
  );
}
