"use client";

// The working side of a lazily loaded form (components/forms/lazy-form.tsx): ui/form's fields as a FieldKit,
// and what was typed into the static form before this code arrived.
import { useLayoutEffect } from "react";
import { useFormContext } from "react-hook-form";
import type { FieldKit } from "@/components/forms/static-form";
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";

export const boundKit: FieldKit = { TextField, TextAreaField, SelectField, CheckboxField, SubmitButton };

/**
 * Inside a <Form>, last: puts the values typed into the static form on its fields before the first paint, as
 * edits (the form's defaults, which a reset after sending returns to, stay its own).
 */
export function TypedValues({ values }: { values?: Record<string, string | boolean> }) {
  const { setValue, getValues } = useFormContext();
  useLayoutEffect(() => {
    if (!values) return;
    const known = getValues();
    for (const [name, value] of Object.entries(values)) {
      if (value && name in known && known[name] !== value) setValue(name, value, { shouldDirty: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the working form takes over
  }, []);
  return null;
}
