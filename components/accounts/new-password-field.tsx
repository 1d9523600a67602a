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
      <TextField {...confirmPasswordProps(label)} />
    </>
  );
}
