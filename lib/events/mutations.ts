import { db } from "@/lib/db";
import { eventSearchText, eventSelect, toEventDto, type EventDto } from "@/lib/events/dto";
import type { EventInput } from "@/lib/events/schema";
import { processImage } from "@/lib/images/process";
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

async function imageData(image: Uint8Array | null) {
  if (!image) return null;
  const processed = await processImage(image);
  return {
    data: new Uint8Array(processed.data),
    mimeType: processed.mimeType,
    width: processed.width,
    height: processed.height,
    byteSize: processed.data.byteLength,
  };
}

/** A member's event, with its optional image, written together or not at all. */
export async function createEvent(
  user: NonNullable<Viewer>,
  input: EventInput,
  image: Uint8Array | null,
): Promise<EventDto> {
  const img = await imageData(image);
  const row = await db.event.create({
    data: {
      ...columns(input),
      status: "pending",
      postedByTag: "User",
      postedBy: { connect: { id: user.id } },
      ...(img ? { image: { create: img } } : {}),
    },
    select: eventSelect,
  });
  return toEventDto(row, user);
}

export async function updateEvent(
  user: NonNullable<Viewer>,
  id: string,
  input: EventInput,
  image: Uint8Array | null,
): Promise<EventDto> {
  await assertCanEditListing("event", id, user);
  const img = await imageData(image);
  const row = await db.event.update({
    where: { id, status: "pending" },
    data: { ...columns(input), ...(img ? { image: { create: img } } : {}) },
    select: eventSelect,
  });
  return toEventDto(row, user);
}
