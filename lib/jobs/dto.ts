import type { Actor } from "@/lib/auth/policy";
import type { Prisma } from "@/lib/generated/prisma/client";
import { imageUrl } from "@/lib/images/store";
import { isInternship } from "@/lib/jobs/format";
import { jobCityOf } from "@/lib/listings/facets";
import { listingMetaSelect, toListingMeta, type ListingMetaDto } from "@/lib/listings/approval";
import { linkedStartupSelect, toLinkedStartup, type LinkedStartupDto } from "@/lib/startups/link-dto";

export const jobSelect = {
  id: true,
  title: true,
  company: true,
  description: true,
  shortDescription: true,
  location: true,
  salary: true,
  experience: true,
  skills: true,
  requirements: true,
  benefits: true,
  type: true,
  jobType: true,
  contactEmail: true,
  contactPhone: true,
  websiteLink: true,
  googleFormLink: true,
  applicationDeadline: true,
  imageId: true,
  closedAt: true,
  closedReason: true,
  ...linkedStartupSelect,
  ...listingMetaSelect,
} satisfies Prisma.JobSelect;

export type JobRow = Prisma.JobGetPayload<{ select: typeof jobSelect }>;

/** What the Apply button and the application dialog need of a job. */
export type ApplyTarget = { id: string; title: string; company: string; googleFormLink: string | null };

export type JobDto = ListingMetaDto & {
  id: string;
  _id: string;
  title: string;
  company: string;
  description: string;
  shortDescription: string;
  location: string;
  salary: string | null;
  experience: string;
  skills: string[];
  requirements: string[];
  benefits: string[];
  /** Job or Internship; `category` is the same value under the spec's other name. */
  type: string;
  category: string;
  jobType: string;
  contactEmail: string;
  contactPhone: string;
  websiteLink: string | null;
  GoogleFormLink: string | null;
  applicationDeadline: string | null;
  /** The company's logo, when one was uploaded. */
  image: string | null;
  /** When its poster (or an admin) closed it early, and why: "Filled" or "Closed". */
  closedAt: string | null;
  closedReason: string | null;
  posted: string;
  /** The poster's startup it is listed for (its id, for the edit form), and that startup's page while approved. */
  startupId: string | null;
  startup: LinkedStartupDto | null;
};

export function toJobDto(row: JobRow, viewer: Actor | null): JobDto {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    company: row.company,
    description: row.description,
    shortDescription: row.shortDescription,
    location: row.location,
    salary: row.salary,
    experience: row.experience,
    skills: row.skills,
    requirements: row.requirements,
    benefits: row.benefits,
    type: row.type,
    category: row.type,
    jobType: row.jobType,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    websiteLink: row.websiteLink,
    GoogleFormLink: row.googleFormLink,
    applicationDeadline: row.applicationDeadline?.toISOString() ?? null,
    image: row.imageId ? imageUrl(row.imageId) : null,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedReason: row.closedReason,
    ...toLinkedStartup(row),
    ...toListingMeta(row, viewer),
    posted: row.createdAt.toISOString(),
  };
}

/**
 * What job search matches, lower-cased: what the card shows (title, company, place and its city, skills, the
 * Internship badge or the job type, experience) and the description. The migration
 * `*_list_search_card_words` wrote the same for the rows before it.
 */
export function jobSearchText(job: {
  title: string;
  company: string;
  description: string;
  location: string;
  skills: string[];
  type?: string;
  jobType?: string;
  experience?: string;
}) {
  const kind = job.type && isInternship({ type: job.type }) ? "Internship" : undefined;
  return [job.title, job.company, job.description, job.location, ...job.skills]
    .concat([kind, job.jobType, job.experience, jobCityOf(job.location)].filter((w): w is string => !!w))
    .join(" ")
    .toLowerCase();
}
