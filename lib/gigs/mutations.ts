import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { formatRupees, gigSelect, toGigDto, type GigDto } from "@/lib/gigs/dto";
import type { GigInput } from "@/lib/gigs/schema";
import { deadlinePassedMessage } from "@/lib/gigs/messages";
import { chooseImage } from "@/lib/listings/image-choice";
import { editListing } from "@/lib/listings/edit";
import { gigFacets } from "@/lib/listings/facets";
import { assertCanLinkStartup } from "@/lib/startups/links";

function columns(input: GigInput, now: Date) {
  if (input.deadline.getTime() < now.getTime()) {
    throw new ApiError("validation_failed", deadlinePassedMessage, { deadline: deadlinePassedMessage });
  }
  return {
    title: input.title,
    company: input.company,
    description: input.description,
    budget: formatRupees(input.budget),
    budgetAmount: input.budget,
    duration: input.duration,
    location: input.location,
    category: input.category,
    tags: input.tags,
    deadline: input.deadline,
    contactEmail: input.contactEmail,
    startupId: input.startupId,
    ...gigFacets(input),
  };
}

/** A member's gig: pending and tagged 'User', whatever the client sent; its image written with it. */
export async function createGig(
  user: Actor,
  input: GigInput,
  file: Uint8Array | null,
  now = new Date(),
): Promise<GigDto> {
  const { startupId, ...data } = columns(input, now);
  await assertCanLinkStartup(user.id, input.startupId);
  const image = await chooseImage(input.image, file);
  const row = await db.gig.create({
    data: {
      ...data,
      ...(startupId ? { startup: { connect: { id: startupId } } } : {}),
      status: "pending",
      postedByTag: "User",
      postedAt: now,
      postedBy: { connect: { id: user.id } },
      ...(image ? { upload: image } : {}),
    },
    select: gigSelect,
  });
  return toGigDto(row, user);
}

/** The poster's (or an admin's) edit: what it does to the gig's status is lib/listings/edit.ts's. */
export async function updateGig(
  user: Actor,
  id: string,
  input: GigInput,
  file: Uint8Array | null,
  now = new Date(),
): Promise<GigDto> {
  const row = await editListing({ kind: "gig", id, title: input.title }, user, {
    columns: columns(input, now),
    // Checked inside the edit's transaction, against the gig's poster and its link before the edit.
    check: (before, tx) =>
      assertCanLinkStartup(before.postedById, input.startupId, before.startupId as string | null, tx),
    image: { url: input.image, file },
    write: (tx, data) =>
      tx.gig.update({
        where: { id },
        data,
        select: gigSelect,
      }),
  });
  return toGigDto(row, user);
}
