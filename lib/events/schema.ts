import { z } from "zod";
import {
  contactEmail,
  contactPhone,
  listingTitle,
  optionalCount,
  optionalDate,
  optionalText,
  optionalUrl,
  shortDescription,
} from "@/lib/listings/fields";
import { imageUrlField } from "@/lib/listings/image-url";
import { listQuery, typeFilter, withImageBytes } from "@/lib/listings/schema";

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

/** An event as submitted: its fields and the image file's bytes, if one was sent. */
export const eventUpload = withImageBytes(eventInput);

/** The spec's form names (eventDescription, eventLocation, eventType) are taken for the payload's. */
export function eventFieldsFromForm(fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields };
  out.description ??= out.eventDescription;
  out.location ??= out.eventLocation;
  out.type ??= out.eventType;
  if (out.type === "" || out.type === null) delete out.type;
  return out;
}
