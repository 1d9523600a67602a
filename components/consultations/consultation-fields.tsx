import type { ReactNode } from "react";
import type { FieldKit } from "@/components/forms/static-form";

/**
 * The consultation request's fields, drawn once with the page (static kit) and once working (ui/form): the
 * preferred time gives way to a chosen slot; `slots` is the slot picker, once the free slots are read.
 */
export function ConsultationFields({
  kit: { TextField, TextAreaField, SubmitButton },
  slotChosen = false,
  slots,
  checking = false,
}: {
  kit: FieldKit;
  slotChosen?: boolean;
  slots?: ReactNode;
  checking?: boolean;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="name" maxLength={100} />
        <TextField name="email" label="Email" required type="email" autoComplete="email" />
        <TextField name="mobile" label="Mobile" required type="tel" autoComplete="tel" maxLength={20} />
        {!slotChosen && (
          <TextField
            name="preferredDate"
            label="Preferred date and time (IST)"
            optional
            type="datetime-local"
            hint="We confirm the time with you by email."
          />
        )}
      </div>
      {slots}
      <TextField
        name="topic"
        label="Topic"
        required
        maxLength={150}
        placeholder="e.g. Smart contract audit, AI agent architecture, career switch"
      />
      <TextAreaField
        name="message"
        label="Message"
        required
        maxLength={2000}
        rows={5}
        placeholder="What are you building, where are you stuck, and what would make this session a success?"
      />
      <SubmitButton loadingText="Booking..." className="self-start" disabled={checking}>
        {checking ? "Booking..." : "Book Consultation"}
      </SubmitButton>
    </>
  );
}
