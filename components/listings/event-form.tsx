"use client";

import { useState } from "react";
import { CommonListingFields } from "@/components/listings/common-fields";
import { EventFields } from "@/components/listings/event-fields";
import { ImageField } from "@/components/listings/image-field";
import { listingToasts } from "@/components/listings/listing-toasts";
import { toMultipart } from "@/components/listings/multipart";
import { Form, SubmitButton } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { eventInput } from "@/lib/events/schema";
import { fromIstInput } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";
import type { EditableListing } from "@/lib/submissions/editable-listing";

const blank = {
  title: "",
  shortDescription: "",
  contactEmail: "",
  contactPhone: "",
  websiteLink: "",
  type: "Event" as const,
  date: "",
  location: "",
  participants: "",
  link: "",
  description: "",
  image: "", // holds only the server's message about the image; the file itself is sent apart
};

/** Submits an event with an optional image, or edits a pending one. */
export function EventForm({
  editing,
  onDone,
}: {
  editing: EditableListing | null;
  onDone: (id: string) => void;
}) {
  const [image, setImage] = useState<File | null>(null);
  const toasts = listingToasts("event", !!editing);
  const { form, onSubmit } = useApiForm({
    schema: eventInput,
    defaultValues: { ...blank, ...editing?.values },
    send: (_, values) =>
      apiFetch<{ event?: { id: string } }>(editing ? `/api/events/${editing.id}` : "/api/events", {
        method: editing ? "PUT" : "POST",
        body: toMultipart(values, image, (name, value) => (name === "date" ? fromIstInput(value) : value)),
      }),
    onSuccess: (answer) => onDone(answer.event?.id ?? editing?.id ?? ""),
    keepValues: true,
    ...toasts,
  });

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="listing" className="gap-8">
      <CommonListingFields />
      <EventFields />
      <ImageField onChange={setImage} current={editing?.image} />
      <SubmitButton loadingText="Submitting..." className="self-start">
        {editing ? "Update Listing" : "Submit Event"}
      </SubmitButton>
    </Form>
  );
}
