"use client";

// An on/off setting of a form, drawn as a switch: a checkbox with the switch role (a screen reader says "on" or
// "off"), its label and hint beside it, the whole row a 44 px target, the focus ring on the track.
import type { ReactNode } from "react";
import { useFormField } from "@/components/ui/form";

export function SwitchField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const { id, error, register } = useFormField(name);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-text">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <span className="relative inline-flex h-11 w-14 shrink-0 items-center justify-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={described}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
          {...register(name)}
        />
        <span
          aria-hidden
          className="h-7 w-12 rounded-full border border-border-strong bg-surface-raised peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:opacity-50 motion-safe:transition-colors"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute left-2 top-1/2 size-5 -translate-y-1/2 rounded-full bg-text shadow peer-checked:translate-x-5 motion-safe:transition-transform"
        />
      </span>
    </div>
  );
}
