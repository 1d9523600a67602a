import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { eventSearchText, eventSelect, toEventDto, type EventDto } from "@/lib/events/dto";
import { fillFromWaitlist, lockEvent } from "@/lib/events/registration-lock";
import { sendRegistrationMails } from "@/lib/events/registration-mails";
import type { EventInput } from "@/lib/events/schema";
import { chooseImage } from "@/lib/listings/image-choice";
import { editListing } from "@/lib/listings/edit";
import { eventFacets } from "@/lib/listings/facets";

function columns(input: EventInput) {
  return {
    title: input.title,
    shortDescription: input.shortDescription,
    description: input.description ?? "",
    type: input.type,
    date: input.date ?? null,
    endDate: input.endDate ?? null,
    location: input.location ?? "",
    participants: input.participants ?? null,
    ...eventFacets(input),
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

/**
 * The registration settings: written beside the event's columns, not among them, so changing only these (more
 * places, a later deadline, a question) leaves a live event live instead of sending it back to review.
 */
function registrationColumns(input: EventInput) {
  return {
    registrationEnabled: input.registrationEnabled,
    registrationCapacity: input.registrationCapacity ?? null,
    registrationDeadline: input.registrationDeadline ?? null,
    registrationApproval: input.registrationApproval,
    registrationQuestions: input.registrationQuestions,
  };
}

/** A member's event, with its optional image, written together or not at all. */
export async function createEvent(
  user: Actor,
  input: EventInput,
  file: Uint8Array | null,
): Promise<EventDto> {
  const image = await chooseImage(input.image, file);
  const row = await db.event.create({
    data: {
      ...columns(input),
      ...registrationColumns(input),
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
 * The poster's (or an admin's) edit: what it does to the event's status is lib/listings/edit.ts's. Places added
 * (or the limit lifted) go to the waitlist's first in the same transaction, which holds the event's row.
 */
export async function updateEvent(
  user: Actor,
  id: string,
  input: EventInput,
  file: Uint8Array | null,
): Promise<EventDto> {
  const now = new Date();
  let promoted: string[] = [];
  const written = await editListing({ kind: "event", id, title: input.title }, user, {
    columns: columns(input),
    image: { url: input.image, file },
    write: async (tx, data) => {
      await tx.event.update({
        where: { id },
        data: { ...data, ...registrationColumns(input) },
        select: { id: true },
      });
      const event = await lockEvent(tx, id);
      if (event) promoted = await fillFromWaitlist(tx, event, now, user.id);
      return tx.event.findUniqueOrThrow({ where: { id }, select: eventSelect });
    },
  });
  await sendRegistrationMails(
    promoted.map((registrationId) => ({ registrationId, kind: "promoted" })),
    now,
  );
  return toEventDto(written, user);
}
