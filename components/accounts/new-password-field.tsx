"use client";

import { useWatch } from "react-hook-form";
import { PasswordChecklist } from "@/components/accounts/password-checklist";
import { Field, Input } from "@/components/ui/field";
import { TextField, useFormField } from "@/components/ui/form";

/** A new password with the live list of requirements under it. */
function NewPasswordField({ name, label, columns }: { name: string; label: string; columns?: 1 | 2 }) {
  const { id, error, register, control } = useFormField(name);
  const password = useWatch({ control, name }) as string | undefined;
  return (
    <Field id={id} label={label} error={error}>
      {(aria) => (
        <>
          <Input
            type="password"
            autoComplete="new-password"
            {...aria}
            aria-describedby={[`${id}-rules`, aria["aria-describedby"]].filter(Boolean).join(" ")}
            {...register(name)}
          />
          <PasswordChecklist id={`${id}-rules`} password={password ?? ""} columns={columns} />
        </>
      )}
    </Field>
  );
}

/** A new password (`name`, with its requirements) and `confirmPassword`, labelled "Confirm " + the label in lower case. */
export function NewPasswordFields({
  name,
  label,
  columns,
}: {
  name: string;
  label: string;
  columns?: 1 | 2;
}) {
  return (
    <>
      <NewPasswordField name={name} label={label} columns={columns} />
      <TextField
        name="confirmPassword"
        type="password"
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
      />
    </>
  );
}
