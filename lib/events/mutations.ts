import { db } from "@/lib/db";
import { eventSearchText, eventSelect, toEventDto, type EventDto } from "@/lib/events/dto";
import type { EventInput } from "@/lib/events/schema";
import { deleteImageIfUnused } from "@/lib/images/store";
import { chooseImage } from "@/lib/listings/image-choice";
import type { Viewer } from "@/lib/listings/fields";
import { assertCanEditListing } from "@/lib/listings/moderation";

function columns(input: EventInput) {
  return {
    title: input.title,
    shortDescription: input.shortDescription,
    description: input.description ?? "",
    type: input.type,
    date: input.date ?? null,
    location: input.location ?? "",
    participants: input.participants ?? null,
    link: input.link ?? null,
    googleFormLink: input.googleFormLink ?? null,
    websiteLink: input.websiteLink ?? null,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    searchText: eventSearchText({
      title: input.title,
      shortDescription: input.shortDescription,
      description: input.description ?? "",
      location: input.location ?? "",
      type: input.type,
    }),
  };
}

/** A member's event, with its optional image, written together or not at all. */
export async function createEvent(
  user: NonNullable<Viewer>,
  input: EventInput,
  file: Uint8Array | null,
): Promise<EventDto> {
  const image = await chooseImage(input.image, file);
  const row = await db.event.create({
    data: {
      ...columns(input),
      status: "pending",
      postedByTag: "User",
      postedBy: { connect: { id: user.id } },
      ...(image ? { image } : {}),
    },
    select: eventSelect,
  });
  return toEventDto(row, user);
}

/**
 * The owner's edit of a pending event. A new image replaces the old one, and the old image row is deleted
 * in the same transaction unless another listing still uses it.
 */
export async function updateEvent(
  user: NonNullable<Viewer>,
  id: string,
  input: EventInput,
  file: Uint8Array | null,
): Promise<EventDto> {
  await assertCanEditListing("event", id, user);
  const image = await chooseImage(input.image, file);
  const row = await db.$transaction(async (tx) => {
    // Locks the row, so two simultaneous edits cannot both miss the image the other replaced.
    const before = await tx.$queryRaw<{ imageId: string | null }[]>`
      SELECT "imageId" FROM "Event" WHERE "id" = ${id} FOR UPDATE`;
    const updated = await tx.event.update({
      where: { id, status: "pending" },
      data: { ...columns(input), ...(image ? { image } : {}) },
      select: eventSelect,
    });
    const oldImageId = before[0]?.imageId;
    if (oldImageId && oldImageId !== updated.imageId) await deleteImageIfUnused(oldImageId, tx);
    return updated;
  });
  return toEventDto(row, user);
}
