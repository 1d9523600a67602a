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
import { checkRegistrationDeadline, registrationSettingsFields } from "@/lib/events/registration-schema";
import { cityNames, ONLINE } from "@/lib/listings/facets";
import { choiceFilter, dayFilter } from "@/lib/listings/filter-fields";
import { listQuery, typeFilter, withImageBytes } from "@/lib/listings/schema";

export const eventTypes = ["Event", "Hackathon", "Workshop", "Conference", "Meetup", "Webinar"] as const;
/** upcoming (the default: soonest first, then undated) or past (latest first). */
export const eventTimes = ["upcoming", "past"] as const;
/** This week (Monday to Sunday) or this month, calendar periods in India (lib/events/queries.ts). */
export const eventRanges = ["week", "month"] as const;
export type EventRange = (typeof eventRanges)[number];
export const eventFilterFields = {
  when: choiceFilter("When", eventTimes),
  city: choiceFilter("City", [ONLINE, ...cityNames]),
  range: choiceFilter("Range", eventRanges),
  from: dayFilter("from"),
  to: dayFilter("to"),
};
export const eventListQuery = listQuery.extend({ type: typeFilter(eventTypes), ...eventFilterFields });
export type EventListQuery = z.infer<typeof eventListQuery>;

/** An event as a member submits or edits it (multipart fields are strings). */
const eventObject = z.object({
  title: listingTitle,
  shortDescription,
  description: optionalText.pipe(z.string().max(10_000).optional()),
  type: z.enum(eventTypes).default("Event"),
  date: optionalDate(),
  /** When it ends (IST in the form): after the start, within 31 days of it. */
  endDate: optionalDate(),
  location: optionalText.pipe(z.string().max(160).optional()),
  participants: optionalCount(),
  link: optionalUrl,
  googleFormLink: optionalUrl,
  websiteLink: optionalUrl,
  contactEmail,
  contactPhone,
  image: imageUrlField,
  ...registrationSettingsFields,
});
const MAX_EVENT_DAYS = 31;

/** The end, when given, needs a start before it, and a month at most after it; registration closes before the end. */
function checkEnd(
  event: { date?: Date; endDate?: Date; registrationDeadline?: Date },
  ctx: z.core.$RefinementCtx,
) {
  checkRegistrationDeadline(event, ctx);
  if (!event.endDate) return;
  const problem = !event.date
    ? "Please give the start date and time too"
    : event.endDate <= event.date
      ? "The end must be after the start"
      : event.endDate.getTime() - event.date.getTime() > MAX_EVENT_DAYS * 86_400_000
        ? `An event can last at most ${MAX_EVENT_DAYS} days`
        : null;
  if (problem) ctx.addIssue({ code: "custom", path: ["endDate"], message: problem });
}

export const eventInput = eventObject.superRefine(checkEnd);
export type EventInput = z.infer<typeof eventInput>;

/** An event as submitted: its fields and the image file's bytes, if one was sent. */
export const eventUpload = withImageBytes(eventObject).superRefine(checkEnd);

/** The spec's form names (eventDescription, eventLocation, eventType) are taken for the payload's. */
export function eventFieldsFromForm(fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields };
  out.description ??= out.eventDescription;
  out.location ??= out.eventLocation;
  out.type ??= out.eventType;
  if (out.type === "" || out.type === null) delete out.type;
  return out;
}
