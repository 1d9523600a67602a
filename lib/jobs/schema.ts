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
import { imageUrlField } from "@/lib/listings/image-url";
import { cityNames, REMOTE, workModes } from "@/lib/listings/facets";
import { choiceFilter, keyListFilter, rupeeFilter } from "@/lib/listings/filter-fields";
import { listQuery, typeFilter } from "@/lib/listings/schema";
import { startupLinkField } from "@/lib/startups/schema";
import { requiredText } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";

export const jobKinds = ["Job", "Internship"] as const;
export const jobTypes = ["Full-time", "Part-time", "Contract", "Freelance", "Temporary"] as const;
/** What `GET /api/jobs?type=` matches: the kind (Job, Internship) or the employment type (Full-time, …). */
export const jobListTypes = [...jobKinds, ...jobTypes] as const;

export const experienceLevels = ["Entry level", "1-3 years", "3-5 years", "5+ years", "10+ years"] as const;

/** The jobs list's filters besides its kind (?type): see lib/listings/filter-fields.ts. */
export const jobFilterFields = {
  city: choiceFilter("City", [REMOTE, ...cityNames]),
  mode: choiceFilter("Work mode", workModes),
  experience: choiceFilter("Experience", experienceLevels),
  salaryMin: rupeeFilter(
    "salaryMin",
    "Rupees a month: jobs whose stated salary or stipend reaches this (jobs stating none are left out)",
  ),
  salaryMax: rupeeFilter(
    "salaryMax",
    "Rupees a month: jobs whose stated salary or stipend starts at or below this (jobs stating none are left out)",
  ),
  skills: keyListFilter("Skills"),
};
export const jobListQuery = listQuery.extend({ type: typeFilter(jobListTypes), ...jobFilterFields });
export type JobListQuery = z.infer<typeof jobListQuery>;

/**
 * Answers spell the link `GoogleFormLink` (the spec's listing shape); input takes that spelling too, so a
 * listing sent back keeps its link. `googleFormLink` wins when both are given.
 */
function normalise(value: unknown): unknown {
  const v = value;
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const fields = v as Record<string, unknown>;
  const { GoogleFormLink, ...rest } = fields;
  const given = rest.googleFormLink;
  if (given === undefined || given === null || given === "") rest.googleFormLink = GoogleFormLink;
  return rest;
}

/**
 * A job as a member submits or edits it, with its company's logo (a file sent beside it, or an upload's URL).
 * Status, approval and poster are never taken from the client.
 */
export const jobObject = z.object({
  title: listingTitle,
  shortDescription,
  company: requiredText(formMessages.companyNameRequired).max(120),
  description: requiredText("Job description is required").max(10_000),
  location: requiredText(formMessages.locationRequired).max(120),
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
  /** One of the poster's approved startups it is listed for (its page lists it), or none. */
  startupId: startupLinkField,
  image: imageUrlField,
});
/** `schema` (the job's, or it with the logo file the server reads) taking the link's other spelling too. */
export const withJobSpelling = <S extends z.ZodType>(schema: S) => z.preprocess(normalise, schema);
export const jobInput = withJobSpelling(jobObject);
export type JobInput = z.infer<typeof jobInput>;
