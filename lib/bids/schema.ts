import { z } from "zod";
import { bidMessages } from "@/lib/bids/messages";

export const BID_MESSAGE_MAX = 500;
export const MAX_BID_AMOUNT = 10_000_000;

/** A positive whole number given as a number or as the text of a field. */
const positiveWhole = (message: string, max: number) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : v.trim() === "" ? Number.NaN : Number(v.trim());
    if (!Number.isInteger(n) || n < 1 || n > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

/** POST /api/gigs/{id}/bids and the Bid Now dialog: whole rupees, whole days, an optional message. */
export const bidInput = z.object({
  amount: positiveWhole(bidMessages.amount.description, MAX_BID_AMOUNT),
  durationDays: positiveWhole(bidMessages.duration.description, 3650),
  message: z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(BID_MESSAGE_MAX, bidMessages.message.description)),
});
export type BidInput = z.infer<typeof bidInput>;

/** PUT /api/bids/{id}: the gig's poster (or an admin) decides. */
export const bidDecision = z.object({
  status: z.enum(["accepted", "rejected"], "Status must be accepted or rejected"),
});
export type BidDecision = z.infer<typeof bidDecision>["status"];

/** The order of a gig's bids for its poster: newest first (date), lowest amount, or shortest duration first. */
export const bidSorts = ["date", "amount", "duration"] as const;
export const bidsQuery = z.object({
  sort: z.enum(bidSorts).default("date").catch("date"),
});
export type BidsQuery = z.infer<typeof bidsQuery>;
