import { describedBy, Field, Input, Select, Textarea } from "@/components/ui/field";

export type Values = Record<string, string>;
export type Errors = Record<string, string>;

type Common = {
  name: string;
  label: string;
  values: Values;
  errors: Errors;
  required?: boolean;
  hint?: string;
};

/** One labelled input of the listing form, wired to its error line. */
export function TextField({
  name,
  label,
  values,
  errors,
  required,
  hint,
  type = "text",
  ...rest
}: Common & { type?: string; placeholder?: string; autoComplete?: string; maxLength?: number }) {
  const id = `listing-${name}`;
  return (
    <Field id={id} label={label} required={required} error={errors[name]} hint={hint}>
      <Input
        name={name}
        type={type}
        defaultValue={values[name] ?? ""}
        {...rest}
        {...describedBy(id, errors[name])}
      />
    </Field>
  );
}

export function AreaField({
  name,
  label,
  values,
  errors,
  required,
  hint,
  rows = 4,
  placeholder,
}: Common & { rows?: number; placeholder?: string }) {
  const id = `listing-${name}`;
  return (
    <Field id={id} label={label} required={required} error={errors[name]} hint={hint}>
      <Textarea
        name={name}
        rows={rows}
        placeholder={placeholder}
        defaultValue={values[name] ?? ""}
        {...describedBy(id, errors[name])}
      />
    </Field>
  );
}

export function SelectField({
  name,
  label,
  values,
  errors,
  options,
  fallback,
}: Common & { options: readonly string[]; fallback: string }) {
  const id = `listing-${name}`;
  return (
    <Field id={id} label={label} required error={errors[name]}>
      <Select name={name} defaultValue={values[name] || fallback} {...describedBy(id, errors[name])}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    </Field>
  );
}
