import { z } from "zod";
import { optionalText } from "@/lib/listings/fields";
import { requiredText } from "@/lib/validation/text";

export const REQUIRED_MESSAGE = "Please fill in all required fields";
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const resumeExtensions = [".pdf", ".doc", ".docx"] as const;

const required = requiredText(REQUIRED_MESSAGE);

/** The job application dialog; name, email and coverLetter are required. */
export const applicationInput = z.object({
  name: required.max(120),
  email: required.pipe(z.email("Please enter a valid email address")),
  phone: optionalText.pipe(z.string().max(20).optional()),
  location: optionalText.pipe(z.string().max(120).optional()),
  experience: optionalText.pipe(z.string().max(120).optional()),
  coverLetter: required.max(5000, "Cover letter must be 5000 characters or less"),
  portfolio: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: "Please enter a valid URL" }).optional(),
  ),
});
export type ApplicationInput = z.infer<typeof applicationInput>;

/** The resume field as the browser holds it (a FileList): none, or one file of at most 5 MB. */
const resumeFiles = z
  .custom<{ length: number; item(index: number): { size: number } | null } | undefined>()
  .optional()
  .refine(
    (files) => !files || files.length === 0 || (files.item(0)?.size ?? 0) <= RESUME_MAX_BYTES,
    "Resumes can be at most 5MB.",
  );

/** The dialog's values: the application plus the chosen resume (the server checks the file by its content). */
export const applicationFormInput = applicationInput.extend({ resume: resumeFiles });

/** PUT /api/applications/{id}: the poster's (or an admin's) decision. */
export const applicationDecision = z.object({
  status: z.enum(["accepted", "rejected", "completed"], "Status must be accepted, rejected or completed"),
});
export type ApplicationDecision = z.infer<typeof applicationDecision>["status"];

export const applicationMessages = {
  notFound: "Application not found",
  onlyPendingCancel: "Only pending applications can be cancelled.",
  cancelledTitle: "Application Cancelled",
  cancelledDescription: "Your application has been withdrawn.",
} as const;
