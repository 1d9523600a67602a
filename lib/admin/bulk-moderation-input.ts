// The input of bulk moderation, apart from its server code, so the reject dialog validates with it too.
import { z } from "zod";
import { isListingId } from "@/lib/listings/ids";

export const reviewKinds = ["event", "job", "startup", "gig"] as const;
export type ReviewKind = (typeof reviewKinds)[number];

export const rejectionInput = z.object({
  rejectionReason: z.string().trim().max(500, "Reason must be 500 characters or less").optional(),
});

export const bulkModerationInput = rejectionInput.extend({
  type: z.enum(reviewKinds, `Type must be one of: ${reviewKinds.join(", ")}`),
  ids: z
    .array(z.string().refine(isListingId, "Unknown listing id"), "Choose at least one listing")
    .min(1, "Choose at least one listing")
    .max(100, "At most 100 listings at once")
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(["approve", "reject"], "Action must be approve or reject"),
});
export type BulkModerationInput = z.infer<typeof bulkModerationInput>;
