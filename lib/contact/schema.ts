// The contact form: one schema for the form and POST /api/email/contact {name, mail, subject, message}.
import { z } from "zod";

/** Line breaks in one-line fields become spaces, so no field can start a new mail header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

export const ContactInput = z.object({
  name: z
    .string({ error: "Please enter your name" })
    .transform(oneLine)
    .pipe(z.string().min(1, "Please enter your name").max(100, "Name must be at most 100 characters")),
  mail: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  subject: z
    .string({ error: "Please enter a subject" })
    .transform(oneLine)
    .pipe(z.string().min(1, "Please enter a subject").max(150, "Subject must be at most 150 characters")),
  message: z
    .string({ error: "Please enter a message" })
    .trim()
    .min(1, "Please enter a message")
    .max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.infer<typeof ContactInput>;

export const contactMessages = {
  sent: "Email sent successfully! We will get back to you soon.",
  failed: "There was an error sending your message.",
  thrown: "There was an error processing your request. Please try again.",
};
