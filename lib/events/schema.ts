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

export const eventTypes = ["Event", "Hackathon", "Workshop", "Conference", "Meetup", "Webinar"] as const;

/** An event as a member submits or edits it (multipart fields are strings). */
export const eventInput = z.object({
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
});
export type EventInput = z.infer<typeof eventInput>;

/** Multipart fields as strings; the spec's form names (eventDescription, eventLocation, eventType) too. */
export function eventFieldsFromForm(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  out.description ??= out.eventDescription ?? "";
  out.location ??= out.eventLocation ?? "";
  out.type ??= out.eventType ?? "";
  if (!out.type) delete out.type;
  return out;
}
