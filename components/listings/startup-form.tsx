"use client";

import { useState } from "react";
import { ImageField } from "@/components/listings/image-field";
import { listingToasts } from "@/components/listings/listing-toasts";
import { toMultipart } from "@/components/listings/multipart";
import { StartupFields } from "@/components/listings/startup-fields";
import { Form, SubmitButton } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { startupInput, type StartupInput } from "@/lib/startups/schema";
import type { EditableListing } from "@/lib/submissions/editable-listing";

const blank = {
  name: "",
  industry: "",
  shortDescription: "",
  description: "",
  stage: "" as StartupInput["stage"], // "Choose a stage" until one is chosen
  teamSize: "" as StartupInput["teamSize"],
  location: "",
  founded: "",
  website: "",
  contactEmail: "",
  image: "", // holds only the server's message about the logo; the file itself is sent apart
};

/** Lists a startup with an optional logo, or edits a pending one. */
export function StartupForm({
  editing,
  onDone,
}: {
  editing: EditableListing | null;
  onDone: (id: string) => void;
}) {
  const [image, setImage] = useState<File | null>(null);
  const toasts = listingToasts("startup", !!editing);
  const { form, onSubmit } = useApiForm({
    schema: startupInput,
    defaultValues: { ...blank, ...editing?.values },
    send: (_, values) =>
      apiFetch<{ startup?: { id: string } }>(editing ? `/api/startups/${editing.id}` : "/api/startups", {
        method: editing ? "PUT" : "POST",
        body: toMultipart(values, image),
      }),
    onSuccess: (answer) => onDone(answer.startup?.id ?? editing?.id ?? ""),
    keepValues: true,
    ...toasts,
  });

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="listing" className="gap-8">
      <StartupFields />
      <ImageField label="Logo" onChange={setImage} current={editing?.image} />
      <SubmitButton loadingText="Submitting..." className="self-start">
        {editing ? "Update Listing" : "Submit Startup"}
      </SubmitButton>
    </Form>
  );
}
