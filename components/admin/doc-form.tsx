"use client";

import { Form, SubmitButton } from "@/components/ui/form";
import { FieldGrid, type FieldSpec } from "@/components/ui/form-fields";
import { useSaveToasts } from "@/components/ui/form-save";
import { apiFetch } from "@/lib/client/api";
import { docInput, type DocInput } from "@/lib/docs/schema";
import { docSections } from "@/lib/docs/sections";
import { useApiForm } from "@/lib/forms/use-api-form";

const fields: FieldSpec[] = [
  { name: "title", label: "Title", required: true, maxLength: 160, className: "sm:col-span-2" },
  {
    as: "select",
    name: "section",
    label: "Section",
    required: true,
    options: docSections,
    placeholder: "Choose a section",
  },
  { name: "targetRelease", label: "Target release", optional: true, maxLength: 40, placeholder: "Q1 2027" },
  {
    as: "textarea",
    name: "description",
    label: "Description",
    required: true,
    rows: 5,
    className: "sm:col-span-2",
  },
];

type Editing = {
  id: string;
  title: string;
  description: string;
  section: DocInput["section"];
  targetRelease: string;
};

/** Adds a documentation item, or edits one (`item`); /documentation shows it on the next visit. */
export function DocForm({ item, onDone }: { item?: Editing; onDone?: () => void }) {
  const saved = useSaveToasts({
    editing: !!item,
    added: { title: "Documentation Item Added", description: "It now shows on /documentation." },
    updated: { title: "Documentation Item Updated", description: "The change is live on /documentation." },
    onDone,
  });
  const { form, onSubmit } = useApiForm({
    schema: docInput,
    defaultValues: item ?? {
      title: "",
      description: "",
      section: "" as DocInput["section"],
      targetRelease: "",
    },
    send: (_, values) =>
      item
        ? apiFetch(`/api/admin/docs/${item.id}`, { method: "PUT", body: values })
        : apiFetch("/api/admin/docs", { body: values }),
    ...saved,
  });
  return (
    <Form form={form} onSubmit={onSubmit} idPrefix={item ? `doc-${item.id}` : "doc-new"} className="gap-5">
      <FieldGrid fields={fields} className="grid gap-5 sm:grid-cols-2" />
      <SubmitButton loadingText="Saving..." className="self-start">
        {item ? "Save item" : "Add item"}
      </SubmitButton>
    </Form>
  );
}
