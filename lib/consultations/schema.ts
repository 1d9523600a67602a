// The consultation request: one schema for the form on /consultation and POST /api/consultations.
import { z } from "zod";
import { optionalDate } from "@/lib/listings/fields";
import { pagingQuery } from "@/lib/validation/paging";
import { requiredText } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";
import { consultationMessages } from "@/lib/consultations/messages";

/** Line breaks in one-line fields become spaces: they go into mail subjects and headers. */
const oneLine = (message: string, max: number, tooLong: string) =>
  requiredText(message)
    .transform((v) => v.replace(/[\r\n]+/g, " "))
    .pipe(z.string().max(max, tooLong));

export const consultationInput = z.object({
  name: oneLine(formMessages.nameRequired, 100, formMessages.nameTooLong),
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
});

export type ConsultationInput = z.infer<typeof consultationInput>;

export const MAX_PENDING_CONSULTATIONS = 3;

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
