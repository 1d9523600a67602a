import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

const control =
  "w-full min-h-11 rounded-xl border bg-surface px-3.5 py-2.5 text-base text-text placeholder:text-muted/70 " +
  "transition-colors outline-none focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent " +
  "disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-raised/60";

const borderFor = (invalid?: boolean) =>
  invalid ? "border-danger" : "border-border-strong hover:border-[#4a4a66]";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-text", className)} {...props} />;
}

type ControlProps = { invalid?: boolean };

export function Input({ className, invalid, ...props }: ComponentProps<"input"> & ControlProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(control, borderFor(invalid), className)}
      {...props}
    />
  );
}

export function Textarea({ className, invalid, ...props }: ComponentProps<"textarea"> & ControlProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(control, borderFor(invalid), "min-h-24", className)}
      {...props}
    />
  );
}

export function Select({ className, invalid, ...props }: ComponentProps<"select"> & ControlProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={cn(control, borderFor(invalid), className)}
      {...props}
    />
  );
}

/** The error line under a field; its id goes into the field's aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {children}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-muted">
      {children}
    </p>
  );
}

/** describedby ids for a field with an optional hint and an optional error. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: boolean; error?: string | null },
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A labelled text field with its error line: the common case of every form. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...props
}: ComponentProps<"input"> & { id: string; label: ReactNode; error?: string | null; hint?: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        invalid={!!error}
        aria-describedby={describedBy(id, { hint: !!hint, error })}
        {...props}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input type="checkbox" className={cn("size-5 shrink-0 rounded accent-[#8b5cf6]", className)} {...props} />
  );
}

/** The form-level message (role=alert) shown above the submit button. */
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
