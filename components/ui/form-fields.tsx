// A set of form-bound fields written as data: each entry is the props of a TextField, or (with `as`) of a
// TextAreaField or a SelectField, rendered in order inside one grid. For forms whose fields are fixed lists.
import type { ComponentProps } from "react";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form";

export type FieldSpec =
  | ({ as?: "input" } & ComponentProps<typeof TextField>)
  | ({ as: "textarea" } & ComponentProps<typeof TextAreaField>)
  | ({ as: "select" } & ComponentProps<typeof SelectField>);

/** A spec without its `as`: the props of the field it names. */
function propsOf<T extends { as?: string }>(spec: T): Omit<T, "as"> {
  const props: Partial<T> = { ...spec };
  delete props.as;
  return props as Omit<T, "as">;
}

function SpecField(spec: FieldSpec) {
  if (spec.as === "textarea") return <TextAreaField {...propsOf(spec)} />;
  if (spec.as === "select") return <SelectField {...propsOf(spec)} />;
  return <TextField {...propsOf(spec)} />;
}

/** The fields of `fields`, in a grid (by default two columns from the `md` breakpoint). */
export function FieldGrid({
  fields,
  className = "grid gap-5 md:grid-cols-2",
}: {
  fields: readonly FieldSpec[];
  className?: string;
}) {
  return (
    <div className={className}>
      {fields.map((spec) => (
        <SpecField key={spec.name} {...spec} />
      ))}
    </div>
  );
}
