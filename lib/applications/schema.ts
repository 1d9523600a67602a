import { z } from "zod";
import { optionalText } from "@/lib/listings/fields";

export const REQUIRED_MESSAGE = "Please fill in all required fields";
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const resumeExtensions = [".pdf", ".doc", ".docx"] as const;

const required = z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE);

/** The job application dialog (public §3); name, email and coverLetter are required. */
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
