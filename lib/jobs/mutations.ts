import { db } from "@/lib/db";
import { jobSearchText, jobSelect, toJobDto, type JobDto } from "@/lib/jobs/dto";
import type { JobInput } from "@/lib/jobs/schema";
import type { Viewer } from "@/lib/listings/fields";
import { assertCanEditListing } from "@/lib/listings/moderation";

function columns(input: JobInput) {
  return {
    title: input.title,
    shortDescription: input.shortDescription,
    company: input.company,
    description: input.description,
    location: input.location,
    salary: input.salary ?? null,
    experience: input.experience,
    type: input.type,
    jobType: input.jobType,
    skills: input.skills,
    requirements: input.requirements,
    benefits: input.benefits,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    websiteLink: input.websiteLink ?? null,
    googleFormLink: input.googleFormLink ?? null,
    applicationDeadline: input.applicationDeadline ?? null,
    searchText: jobSearchText(input),
  };
}

/** A member's job: always pending and tagged 'User', whatever the client sent. */
export async function createJob(user: NonNullable<Viewer>, input: JobInput): Promise<JobDto> {
  const row = await db.job.create({
    data: { ...columns(input), status: "pending", postedByTag: "User", postedById: user.id },
    select: jobSelect,
  });
  return toJobDto(row, user);
}

export async function updateJob(user: NonNullable<Viewer>, id: string, input: JobInput): Promise<JobDto> {
  await assertCanEditListing("job", id, user);
  const row = await db.job.update({
    where: { id, status: "pending" },
    data: columns(input),
    select: jobSelect,
  });
  return toJobDto(row, user);
}
