import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { jobSearchText, jobSelect, toJobDto, type JobDto } from "@/lib/jobs/dto";
import type { JobInput } from "@/lib/jobs/schema";
import { editListing } from "@/lib/listings/edit";
import { jobFacets } from "@/lib/listings/facets";
import { chooseImage } from "@/lib/listings/image-choice";
import { assertCanLinkStartup } from "@/lib/startups/links";

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
    startupId: input.startupId,
    searchText: jobSearchText(input),
    ...jobFacets(input),
  };
}

/** A member's job: always pending and tagged 'User', whatever the client sent; its logo written with it. */
export async function createJob(
  user: Actor,
  input: JobInput,
  file: Uint8Array | null = null,
): Promise<JobDto> {
  await assertCanLinkStartup(user.id, input.startupId);
  const image = await chooseImage(input.image, file);
  const { startupId, ...rest } = columns(input);
  const row = await db.job.create({
    data: {
      ...rest,
      ...(startupId ? { startup: { connect: { id: startupId } } } : {}),
      status: "pending",
      postedByTag: "User",
      postedBy: { connect: { id: user.id } },
      ...(image ? { image } : {}),
    },
    select: jobSelect,
  });
  return toJobDto(row, user);
}

/** The poster's (or an admin's) edit: what it does to the job's status is lib/listings/edit.ts's. */
export async function updateJob(
  user: Actor,
  id: string,
  input: JobInput,
  file: Uint8Array | null = null,
): Promise<JobDto> {
  const row = await editListing({ kind: "job", id, title: input.title }, user, {
    columns: columns(input),
    // Checked inside the edit's transaction, against the job's poster and its link before the edit.
    check: (before, tx) =>
      assertCanLinkStartup(before.postedById, input.startupId, before.startupId as string | null, tx),
    image: { url: input.image, file },
    write: (tx, data) =>
      tx.job.update({
        where: { id },
        data,
        select: jobSelect,
      }),
  });
  return toJobDto(row, user);
}
