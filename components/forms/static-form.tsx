// The server's first drawing of a form: the same <form>, fieldset, labels, controls and submit button as
// components/ui/form.tsx draws, without react-hook-form or zod (and without client code: server components), so
// a page carries no form library before it is used. components/forms/lazy-form.tsx swaps in the working form on
// first use. A form's fields are written once (e.g. components/contact/contact-fields.tsx) against a FieldKit:
// staticKit(idPrefix) here, or ui/form's (components/forms/bound-kit.tsx).
import type { ComponentProps, ReactNode } from "react";
import type * as Bound from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Input, Select, Textarea } from "@/components/ui/field";
import { cn } from "@/lib/cn";

/** The field components a form's fields are drawn with: ui/form's (working) or these (first paint). */
export type FieldKit = {
  TextField: typeof Bound.TextField;
  TextAreaField: typeof Bound.TextAreaField;
  SelectField: typeof Bound.SelectField;
  CheckboxField: typeof Bound.CheckboxField;
  SubmitButton: typeof Bound.SubmitButton;
};

/** The <form> of ui/form's Form as it first renders: not sending, no message. */
export function StaticForm({
  className,
  children,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit"> & { children: ReactNode }) {
  return (
    <form noValidate method="post" {...props}>
      <fieldset className={cn("flex min-w-0 flex-col gap-5", className)}>{children}</fieldset>
    </form>
  );
}

function fieldParts(
  idPrefix: string,
  {
    name,
    label,
    required,
    optional,
    hint,
    className,
    ...control
  }: {
    name: string;
    label: ReactNode;
    required?: boolean;
    optional?: boolean;
    hint?: ReactNode;
    className?: string;
  },
) {
  const id = `${idPrefix}-${name}`;
  return { field: { id, label, required, optional, hint, className }, control, name };
}

/** The static fields of a form whose controls' ids are `${idPrefix}-${name}` (as ui/form's Form names them). */
export function staticKit(idPrefix: string): FieldKit {
  const TextField: FieldKit["TextField"] = ({ limit, ...props }) => {
    const { field, control, name } = fieldParts(idPrefix, props);
    return (
      <Field {...field} counter={limit ? { length: 0, max: limit } : undefined}>
        {(aria) => <Input {...control} {...aria} name={name} />}
      </Field>
    );
  };

  const TextAreaField: FieldKit["TextAreaField"] = ({ maxLength, ...props }) => {
    const { field, control, name } = fieldParts(idPrefix, props);
    return (
      <Field {...field} counter={maxLength ? { length: 0, max: maxLength } : undefined}>
        {(aria) => <Textarea {...control} {...aria} name={name} />}
      </Field>
    );
  };

  const SelectField: FieldKit["SelectField"] = ({ options, placeholder, ...props }) => {
    const { field, control, name } = fieldParts(idPrefix, props);
    return (
      <Field {...field}>
        {(aria) => (
          <Select {...control} {...aria} name={name}>
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
  };

  const CheckboxField: FieldKit["CheckboxField"] = ({ name, label, className }) => {
    const id = `${idPrefix}-${name}`;
    return (
      <div className={cn("flex flex-col gap-1.5", className)}>
        <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-text">
          <Checkbox id={id} name={name} />
          {label}
        </label>
      </div>
    );
  };

  const SubmitButton: FieldKit["SubmitButton"] = ({ children, ...props }) => {
    return (
      <>
        <div id={`${idPrefix}-message`} className="w-full empty:hidden" />
        <Button type="submit" size="lg" {...props}>
          {children}
        </Button>
      </>
    );
  };

  return { TextField, TextAreaField, SelectField, CheckboxField, SubmitButton };
}
