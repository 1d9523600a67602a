import type { ReactNode } from "react";
import type { FieldKit } from "@/components/forms/static-form";
import { REPLY_WITHIN } from "@/lib/consultations/messages";

/** Where the time goes while the free times are read (the server's drawing, and the working form's first one). */
export function ReadingTimes() {
  return (
    <p role="status" className="text-sm text-muted">
      Reading the free times...
    </p>
  );
}

/** A request without a slot: an optional preferred time; the team answers by email. */
export function PreferredTimeField({ kit: { TextField }, hint }: { kit: FieldKit; hint?: string }) {
  return (
    <TextField
      name="preferredDate"
      label="Preferred date and time (IST)"
      optional
      type="datetime-local"
      hint={hint ?? `We reply by email ${REPLY_WITHIN} to agree a time with you.`}
    />
  );
}

/**
 * The consultation request's fields, drawn once with the page (static kit) and once working (ui/form). The Email
 * is the account's own, shown read-only: that address is the only one mailed. `time` is the one way to say when:
 * the slot picker, or the preferred time of a request (ReadingTimes until the free times are known).
 */
export function ConsultationFields({
  kit,
  time = <ReadingTimes />,
  checking = false,
}: {
  kit: FieldKit;
  time?: ReactNode;
  checking?: boolean;
}) {
  const { TextField, TextAreaField, SubmitButton } = kit;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="name" maxLength={100} />
        <TextField name="mobile" label="Mobile" required type="tel" autoComplete="tel" maxLength={20} />
        <TextField
          name="email"
          label="Email"
          required
          type="email"
          autoComplete="email"
          readOnly
          className="sm:col-span-2"
          hint="Your account's address: we send the confirmation there."
        />
      </div>
      {time}
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
