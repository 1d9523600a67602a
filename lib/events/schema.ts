import { z } from "zod";
import {
  contactEmail,
  contactPhone,
  listQuery,
  listingTitle,
  optionalCount,
  optionalDate,
  optionalText,
  optionalUrl,
  shortDescription,
  typeFilter,
} from "@/lib/listings/fields";
import { imageUrlField } from "@/lib/listings/image-url";
import { rejectionReason } from "@/lib/listings/rejection";

export const eventTypes = ["Event", "Hackathon", "Workshop", "Conference", "Meetup", "Webinar"] as const;
export const eventListQuery = listQuery.extend({ type: typeFilter(eventTypes) });

/** An event as a member submits or edits it (multipart fields are strings). */
const eventObject = z.object({
  title: listingTitle,
  shortDescription,
  description: optionalText.pipe(z.string().max(10_000).optional()),
  type: z.enum(eventTypes).default("Event"),
  date: optionalDate(),
  location: optionalText.pipe(z.string().max(160).optional()),
  participants: optionalCount(),
  link: optionalUrl,
  googleFormLink: optionalUrl,
  websiteLink: optionalUrl,
  contactEmail,
  contactPhone,
  image: imageUrlField,
});
export const eventInput = eventObject;
export type EventInput = z.infer<typeof eventInput>;

/** The spec's form names (eventDescription, eventLocation, eventType) are taken for the payload's. */
export function eventFieldsFromForm(fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields };
  out.description ??= out.eventDescription;
  out.location ??= out.eventLocation;
  out.type ??= out.eventType;
  if (out.type === "" || out.type === null) delete out.type;
  return out;
}

/** An admin's rejection of an event: with a reason (5–500 characters), as the spec's call sends it. */
export const RejectInput = z.object({ rejectionReason });
