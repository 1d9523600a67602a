"use client";

import { useState } from "react";
import { GigFields } from "@/components/listings/gig-fields";
import { ImageField } from "@/components/listings/image-field";
import { listingToasts } from "@/components/listings/listing-toasts";
import { toMultipart } from "@/components/listings/multipart";
import { Form, SubmitButton } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { gigInput, type GigInput } from "@/lib/gigs/schema";
import type { EditableListing } from "@/lib/submissions/editable-listing";

const blank = {
  title: "",
  company: "",
  category: "" as GigInput["category"], // "Choose a category" until one is chosen
  budget: "",
  duration: "",
  location: "Remote",
  deadline: "",
  tags: "",
  description: "",
  contactEmail: "",
  image: "", // holds only the server's message about the image; the file itself is sent apart
};

/** Submits a gig with an optional image, or edits a pending one. */
export function GigForm({
  editing,
  onDone,
}: {
  editing: EditableListing | null;
  onDone: (id: string) => void;
}) {
  const [image, setImage] = useState<File | null>(null);
  const toasts = listingToasts("gig", !!editing);
  const { form, onSubmit } = useApiForm({
    schema: gigInput,
    defaultValues: { ...blank, ...editing?.values },
    send: (_, values) =>
      apiFetch<{ gig?: { id: string } }>(editing ? `/api/gigs/${editing.id}` : "/api/gigs", {
        method: editing ? "PUT" : "POST",
        body: toMultipart(values, image),
      }),
    onSuccess: (answer) => onDone(answer.gig?.id ?? editing?.id ?? ""),
    keepValues: true,
    ...toasts,
  });

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="listing" className="gap-8">
      <GigFields />
      <ImageField label="Cover image" onChange={setImage} current={editing?.image} />
      <SubmitButton loadingText="Submitting..." className="self-start">
        {editing ? "Update Listing" : "Submit Gig"}
      </SubmitButton>
    </Form>
  );
}
