// The consultation request: one schema for the form on /consultation and POST /api/consultations.
import { z } from "zod";
import { optionalDate } from "@/lib/listings/fields";
import { requiredText } from "@/lib/validation/text";

/** Line breaks in one-line fields become spaces: they go into mail subjects and headers. */
const oneLine = (message: string, max: number, tooLong: string) =>
  requiredText(message)
    .transform((v) => v.replace(/[\r\n]+/g, " "))
    .pipe(z.string().max(max, tooLong));

export const ConsultationInput = z.object({
  name: oneLine("Please enter your name", 100, "Name must be at most 100 characters"),
  email: requiredText("Please enter your email address")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  mobile: requiredText("Please enter your mobile number").regex(
    /^\+?[\d\s-]{7,20}$/,
    "Please enter a valid mobile number",
  ),
  topic: oneLine("Please enter a topic", 150, "Topic must be at most 150 characters"),
  message: requiredText("Please enter a message").max(2000, "Message must be at most 2000 characters"),
  /** Optional; the form sends its datetime-local value read as IST. */
  preferredDate: optionalDate("Please enter a valid date and time"),
});

export type ConsultationInput = z.infer<typeof ConsultationInput>;

export const consultationMessages = {
  loginTitle: "Login Required",
  loginDescription: "Please login to book a consultation.",
  bookedTitle: "Consultation Booked!",
  failedTitle: "Booking Failed",
  failedDescription: "Please try again later.",
  cancelledTitle: "Consultation Cancelled",
  cancelledDescription: "Your consultation request has been cancelled.",
  tooManyPending:
    "You already have 3 pending consultation requests. Please wait for our reply, or cancel one, before booking another.",
  pastDate: "Please choose a time in the future",
  timeRequired: "Please choose the date and time of the consultation (IST)",
  onlyPendingCancel: "Only pending consultation requests can be cancelled.",
  notFound: "Consultation not found",
};

/** "You've earned 5 coins! We'll contact you soon.", or without coins only the promise. */
export function bookedDescription(coins: number): string {
  return coins > 0 ? `You've earned ${coins} coins! We'll contact you soon.` : "We'll contact you soon.";
}

export const MAX_PENDING_CONSULTATIONS = 3;

/**
 * PUT /api/admin/consultations/{id}: the new status, the scheduled time (required when accepting; the form sends
 * its datetime-local value read as IST; the server checks it is in the future) and notes. `accepted` on an
 * accepted consultation changes its time.
 */
export const consultationDecisionInput = z
  .object({
    status: z.enum(["accepted", "rejected", "completed"], "Status must be accepted, rejected or completed"),
    scheduledDate: optionalDate("Please enter a valid date and time"),
    adminNotes: z.string().trim().max(2000, "Notes must be 2000 characters or less").optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === "accepted" && !input.scheduledDate) {
      ctx.addIssue({ code: "custom", message: consultationMessages.timeRequired, path: ["scheduledDate"] });
    }
  });
