// The contact form: one schema for the form and POST /api/email/contact {name, mail, subject, message}.
import { z } from "zod";
import { formMessages } from "@/lib/validation/messages";

/** Line breaks in one-line fields become spaces, so no field can start a new mail header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

export const contactInput = z.object({
  name: z
    .string({ error: formMessages.nameRequired })
    .transform(oneLine)
    .pipe(z.string().min(1, formMessages.nameRequired).max(100, formMessages.nameTooLong)),
  mail: z
    .string({ error: formMessages.emailRequired })
    .trim()
    .min(1, formMessages.emailRequired)
    .max(254, formMessages.validEmail)
    .pipe(z.email(formMessages.validEmail)),
  subject: z
    .string({ error: "Please enter a subject" })
    .transform(oneLine)
    .pipe(z.string().min(1, "Please enter a subject").max(150, "Subject must be at most 150 characters")),
  message: z
    .string({ error: formMessages.messageRequired })
    .trim()
    .min(1, formMessages.messageRequired)
    .max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.infer<typeof contactInput>;
