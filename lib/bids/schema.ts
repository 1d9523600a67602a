import { z } from "zod";

export const BID_MESSAGE_MAX = 500;
export const MAX_BID_AMOUNT = 10_000_000;

/** The Bid Now dialog's messages: a toast title and its description, the description also under the field. */
export const bidMessages = {
  amount: { title: "Invalid Bid Amount", description: "Please enter a valid positive amount" },
  duration: { title: "Invalid Duration", description: "Please enter a valid duration in days" },
  message: { title: "Message Too Long", description: "Message should be less than 500 characters" },
  submitted: {
    title: "Bid Submitted Successfully!",
    description: "Your bid has been submitted. You can track its status in your dashboard.",
  },
  failed: {
    title: "Submission Failed",
    description: "There was an error submitting your bid. Please try again.",
  },
  notFound: "Bid not found",
  gigNotFound: "Gig not found",
  ownGig: "You cannot bid on your own gig.",
  closed: "This gig is closed: its deadline has passed.",
  closedEarly: "This gig is closed: its poster is no longer taking bids.",
  awarded: "This gig has already been awarded to another bid.",
  alreadyOpen: "You already have an open bid on this gig. Withdraw it first to bid again.",
  onlyPendingWithdraw: "Only pending bids can be withdrawn.",
  onlyPendingDecide: "Only pending bids can be accepted or rejected.",
} as const;

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
