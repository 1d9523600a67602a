"use client";

import { useRouter } from "next/navigation";
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { docInput, type DocInput } from "@/lib/docs/doc-input";
import { docSections } from "@/lib/docs/sections";
import { useApiForm } from "@/lib/forms/use-api-form";

type Editing = {
  id: string;
  title: string;
  description: string;
  section: DocInput["section"];
  targetRelease: string;
};

/** Adds a documentation item, or edits one (`item`); /documentation shows it on the next visit. */
export function DocForm({ item, onDone }: { item?: Editing; onDone?: () => void }) {
  const router = useRouter();
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
    success: () =>
      item
        ? { title: "Documentation Item Updated", description: "The change is live on /documentation." }
        : { title: "Documentation Item Added", description: "It now shows on /documentation." },
    onSuccess: () => {
      router.refresh();
      onDone?.();
    },
    invalid: ({ first }) => ({ title: "Missing Fields", description: first }),
    failure: ({ message }) => ({ title: "Save Failed", description: message || "Please try again later." }),
  });
  return (
    <Form form={form} onSubmit={onSubmit} idPrefix={item ? `doc-${item.id}` : "doc-new"} className="gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="title" label="Title" required maxLength={160} className="sm:col-span-2" />
        <SelectField
          name="section"
          label="Section"
          required
          options={docSections}
          placeholder="Choose a section"
        />
        <TextField
          name="targetRelease"
          label="Target release"
          optional
          maxLength={40}
          placeholder="Q1 2027"
        />
        <TextAreaField name="description" label="Description" required rows={5} className="sm:col-span-2" />
      </div>
      <SubmitButton loadingText="Saving..." className="self-start">
        {item ? "Save item" : "Add item"}
      </SubmitButton>
    </Form>
  );
}
