import { z } from "zod";
import { optionalText } from "@/lib/listings/fields";
import { requiredText } from "@/lib/validation/text";
import { uploadedFile } from "@/lib/validation/file";
import { formMessages } from "@/lib/validation/messages";
import { applicationMessages } from "@/lib/applications/messages";

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const resumeExtensions = [".pdf", ".doc", ".docx"] as const;

const required = requiredText(formMessages.requiredFields);

/** The job application dialog; name, email and coverLetter are required. */
export const applicationInput = z.object({
  name: required.max(120),
  email: required.pipe(z.email(formMessages.validEmail)),
  phone: optionalText.pipe(z.string().max(20).optional()),
  location: optionalText.pipe(z.string().max(120).optional()),
  experience: optionalText.pipe(z.string().max(120).optional()),
  coverLetter: required.max(5000, "Cover letter must be 5000 characters or less"),
  portfolio: optionalText.pipe(z.url({ protocol: /^https?$/, message: formMessages.validUrl }).optional()),
  /** Attach the résumé saved with the member's builder profile when no file is sent (a sent file wins). */
  savedResume: z.union([z.boolean(), z.stringbool()], formMessages.requestFailed).optional(),
});
export type ApplicationInput = z.infer<typeof applicationInput>;

/** A resume as the server has checked it (lib/applications/resume.ts). */
export type Resume = { name: string; mimeType: string; data: Uint8Array };

/** An application as the server takes it: the dialog's fields and the checked resume (or null). */
export const applicationUpload = applicationInput.extend({
  resume: uploadedFile<Resume | null>("resume", "The resume: a .pdf, .doc or .docx file of at most 5 MB"),
});

/** The resume field as the browser holds it (a FileList): none, or one file of at most 5 MB. */
const resumeFiles = z
  .custom<{ length: number; item(index: number): { size: number } | null } | undefined>()
  .optional()
  .refine(
    (files) => !files || files.length === 0 || (files.item(0)?.size ?? 0) <= RESUME_MAX_BYTES,
    applicationMessages.resumeTooLarge,
  );

/** The dialog's values: the application plus the chosen resume (the server checks the file by its content). */
export const applicationFormInput = applicationInput.extend({ resume: resumeFiles });

/** PUT /api/applications/{id}: the poster's (or an admin's) decision. */
export const applicationDecision = z.object({
  status: z.enum(["accepted", "rejected", "completed"], formMessages.decisionStatus),
});
export type ApplicationDecision = z.infer<typeof applicationDecision>["status"];

/** The stages a poster moves an application to (lib/applications/pipeline.ts says from where). */
export const applicantStages = ["new", "shortlisted", "accepted", "rejected"] as const;

/** PATCH /api/applications/{id}/stage: new ↔ shortlisted, or a decision (accepted, rejected: mailed). */
export const applicationStage = z.object({
  stage: z.enum(applicantStages, applicationMessages.stageChoice),
});
export type ApplicationStage = z.infer<typeof applicationStage>["stage"];

export const NOTE_MAX = 2000;

/** PUT /api/applications/{id}/note: the poster's private note (empty clears it). */
export const applicantNote = z.object({
  note: z.string(applicationMessages.noteTooLong).trim().max(NOTE_MAX, applicationMessages.noteTooLong),
});
export type ApplicantNote = z.infer<typeof applicantNote>;

export const BULK_MAX = 100;

/** POST /api/jobs/{id}/applications/reject: several pending applications rejected with one message. */
export const bulkRejection = z.object({
  ids: z
    .array(z.string().min(1).max(40), applicationMessages.chooseApplicants)
    .min(1, applicationMessages.chooseApplicants)
    .max(BULK_MAX, applicationMessages.tooManyApplicants),
  message: z.string().trim().max(1000, applicationMessages.rejectMessageTooLong).default(""),
});
export type BulkRejection = z.infer<typeof bulkRejection>;

/** The applicants page and its CSV: a stage to show (all when absent) and the order by date. */
export const applicantsQuery = z.object({
  stage: z
    .enum([...applicantStages, "completed", "cancelled", "closed"])
    .optional()
    .catch(undefined),
  sort: z.enum(["newest", "oldest"]).default("newest").catch("newest"),
});
export type ApplicantsQuery = z.infer<typeof applicantsQuery>;

/** The bulk rejection dialog's one field (the ids are the selection). */
export const bulkRejectionForm = bulkRejection.pick({ message: true });
