import type { FieldKit } from "@/components/forms/static-form";

/** The contact form's fields, drawn once for the page (static kit) and once working (ui/form). */
export function ContactFields({ kit: { TextField, TextAreaField, SubmitButton } }: { kit: FieldKit }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="name" maxLength={100} />
        <TextField name="mail" label="Email" required type="email" autoComplete="email" />
      </div>
      <TextField name="subject" label="Subject" required maxLength={150} />
      <TextAreaField
        name="message"
        label="Message"
        required
        maxLength={5000}
        rows={6}
        placeholder="Tell us what you are building, or how we can help."
      />
      <SubmitButton loadingText="Sending..." className="self-start">
        Send message
      </SubmitButton>
    </>
  );
}
