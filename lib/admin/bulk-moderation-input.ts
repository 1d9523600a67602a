// The input of bulk moderation, apart from its server code, so the reject dialog validates with it too.
import { z } from "zod";
import { rejectionMessages, rejectionReason } from "@/lib/listings/rejection";
import { isListingId } from "@/lib/listings/ids";

export const reviewKinds = ["event", "job", "startup", "gig"] as const;
export type ReviewKind = (typeof reviewKinds)[number];

/** The back office's reject dialog: a reason is required (5–500 characters) for every kind. */
export const rejectionInput = z.object({ rejectionReason });

export const bulkModerationInput = z
  .object({
    type: z.enum(reviewKinds, `Type must be one of: ${reviewKinds.join(", ")}`),
    ids: z
      .array(z.string().refine(isListingId, "Unknown listing id"), "Choose at least one listing")
      .min(1, "Choose at least one listing")
      .max(100, "At most 100 listings at once")
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(["approve", "reject"], "Action must be approve or reject"),
    /** Required when rejecting (every listing of the request gets it); not read when approving. */
    rejectionReason: z.string(rejectionMessages.required).trim().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action !== "reject") return;
    const reason = rejectionReason.safeParse(input.rejectionReason);
    if (!reason.success) {
      ctx.addIssue({ code: "custom", message: reason.error.issues[0]!.message, path: ["rejectionReason"] });
    }
  });
export type BulkModerationInput = z.infer<typeof bulkModerationInput>;
