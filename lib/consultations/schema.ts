// The consultation request: one schema for the form on /consultation and POST /api/consultations.
import { z } from "zod";
import { optionalDate } from "@/lib/listings/fields";
import { pagingQuery } from "@/lib/validation/paging";
import { requiredText } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";
import { consultationMessages } from "@/lib/consultations/messages";
import { SESSION_LENGTHS, WEEKDAYS } from "@/lib/consultations/slot-rules";

/** Line breaks in one-line fields become spaces: they go into mail subjects and headers. */
const oneLine = (message: string, max: number, tooLong: string) =>
  requiredText(message)
    .transform((v) => v.replace(/[\r\n]+/g, " "))
    .pipe(z.string().max(max, tooLong));

export const consultationInput = z.object({
  name: oneLine(formMessages.nameRequired, 100, formMessages.nameTooLong),
  /** The account's own address (the form shows it read-only): mail goes there only, another one is a 400. */
  email: requiredText(formMessages.emailRequired)
    .max(254, formMessages.validEmail)
    .pipe(z.email(formMessages.validEmail)),
  mobile: requiredText("Please enter your mobile number").regex(
    /^\+?[\d\s-]{7,20}$/,
    "Please enter a valid mobile number",
  ),
  topic: oneLine("Please enter a topic", 150, "Topic must be at most 150 characters"),
  message: requiredText(formMessages.messageRequired).max(2000, "Message must be at most 2000 characters"),
  /** Optional; the form sends its datetime-local value read as IST. */
  preferredDate: optionalDate("Please enter a valid date and time"),
  /** A free slot's start (GET /api/consultations/slots); without one it is a request the team answers. */
  slotStart: optionalDate(consultationMessages.slotInvalid),
});

/** The parsed request; a caller may leave the optional times out. */
export type ConsultationInput = Omit<z.infer<typeof consultationInput>, "slotStart" | "preferredDate"> & {
  preferredDate?: Date;
  slotStart?: Date;
};

/** Open consultations a member may hold at once: requests waiting for a reply and bookings still to come. */
export const MAX_OPEN_CONSULTATIONS = 3;

/**
 * PUT /api/admin/consultations/{id}: the new status, the scheduled time (required when accepting; the form sends
 * its datetime-local value read as IST; the server checks it is in the future) and notes. `accepted` on an
 * accepted consultation changes its time.
 */
export const consultationDecisionInput = z
  .object({
    status: z.enum(["accepted", "rejected", "completed"], formMessages.decisionStatus),
    scheduledDate: optionalDate("Please enter a valid date and time"),
    adminNotes: z.string().trim().max(2000, "Notes must be 2000 characters or less").optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === "accepted" && !input.scheduledDate) {
      ctx.addIssue({ code: "custom", message: consultationMessages.timeRequired, path: ["scheduledDate"] });
    }
  });

export const consultationStatuses = ["pending", "accepted", "rejected", "completed", "cancelled"] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/** GET /api/admin/consultations: one status (an unknown one lists them all), in pages. */
export const consultationListQuery = pagingQuery(20, 100).extend({
  status: z.enum(consultationStatuses).optional().catch(undefined),
});

/** POST /api/consultations/{id}/reschedule: the free slot the booking moves to. */
export const rescheduleInput = z.object({
  slotStart: z
    .string(consultationMessages.slotRequired)
    .trim()
    .min(1, consultationMessages.slotRequired)
    .pipe(z.coerce.date(consultationMessages.slotInvalid)),
});

const clock = z
  .string()
  .trim()
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, "Please enter a time as HH:MM");

/** One weekday's hours (IST): both empty when closed. */
const dayHours = z
  .object({ start: clock, end: clock })
  .refine((h) => !h.start === !h.end, { message: "Enter both times, or neither", path: ["end"] })
  .refine((h) => !h.start || h.end > h.start, { message: "The end must be after the start", path: ["end"] });

const dayStamp = /^\d{4}-\d{2}-\d{2}$/;

/**
 * PUT /api/admin/consultations/availability: the session length, the meeting link mailed with each booking, the
 * weekly hours (IST; no weekday open turns slots off) and the blocked days, one per line (YYYY-MM-DD).
 */
export const availabilityInput = z.object({
  sessionMinutes: z.coerce
    .number()
    .refine((n) => (SESSION_LENGTHS as readonly number[]).includes(n), "Sessions last 30, 45 or 60 minutes"),
  meetingUrl: z.union([z.literal(""), z.url("Please enter a valid URL").max(500)]).default(""),
  hours: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<
      (typeof WEEKDAYS)[number],
      typeof dayHours
    >,
  ),
  blockedDates: z
    .string()
    .max(4000)
    .default("")
    .transform((v) => [...new Set(v.split(/[\s,]+/).filter(Boolean))])
    .refine(
      (days) => days.every((d) => dayStamp.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`))),
      "Enter dates as YYYY-MM-DD, one per line",
    ),
});

export type AvailabilityInput = z.input<typeof availabilityInput>;

/** GET /admin/schedule?week=YYYY-MM-DD: any day of the week shown (IST); absent or invalid, this week. */
export const weekQuery = z.object({
  week: z.string().regex(dayStamp).optional().catch(undefined),
});
