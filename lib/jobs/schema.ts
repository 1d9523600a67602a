import { z } from "zod";
import {
  contactEmail,
  contactPhone,
  listingTitle,
  optionalDate,
  optionalText,
  optionalUrl,
  shortDescription,
  textList,
} from "@/lib/listings/fields";

export const jobKinds = ["Job", "Internship"] as const;
export const jobTypes = ["Full-time", "Part-time", "Contract", "Freelance", "Temporary"] as const;
export const experienceLevels = ["Entry level", "1-3 years", "3-5 years", "5+ years", "10+ years"] as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A job as a member submits or edits it. Status, approval and poster are never taken from the client. */
export const jobInput = z.object({
  title: listingTitle,
  shortDescription,
  company: required("Company name is required").max(120),
  description: required("Job description is required").max(10_000),
  location: required("Location is required").max(120),
  salary: optionalText.pipe(z.string().max(80).optional()),
  experience: z.enum(experienceLevels).default("Entry level"),
  type: z.enum(jobKinds).default("Job"),
  jobType: z.enum(jobTypes).default("Full-time"),
  skills: textList(/,/),
  requirements: textList(/\r?\n/),
  benefits: textList(/\r?\n/),
  contactEmail,
  contactPhone,
  websiteLink: optionalUrl,
  googleFormLink: optionalUrl,
  applicationDeadline: optionalDate(),
});
export type JobInput = z.infer<typeof jobInput>;
