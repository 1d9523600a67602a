"use client";

import { useWatch } from "react-hook-form";
import { confirmPasswordProps, NewPasswordInput } from "@/components/accounts/new-password-parts";
import { Field } from "@/components/ui/field";
import { TextField, useFormField } from "@/components/ui/form";

/** A new password with the live list of requirements under it. */
function NewPasswordField({ name, label, columns }: { name: string; label: string; columns?: 1 | 2 }) {
  const { id, error, register, control } = useFormField(name);
  const password = useWatch({ control, name }) as string | undefined;
  return (
    <Field id={id} label={label} error={error}>
      {(aria) => (
        <NewPasswordInput
          id={id}
          aria={aria}
          password={password ?? ""}
          columns={columns}
          {...register(name)}
        />
      )}
    </Field>
  );
}

/**
 * A new password (`name`, with its requirements) and `confirmPassword`, labelled `confirmLabel` (by default "Confirm "
 * + the label in lower case, English's way).
 */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  columns,
}: {
  name: string;
  label: string;
  confirmLabel?: string;
  columns?: 1 | 2;
}) {
  const confirm = confirmPasswordProps(label);
  return (
    <>
      <NewPasswordField name={name} label={label} columns={columns} />
      <TextField {...confirm} label={confirmLabel ?? confirm.label} />
    </>
  );
}
