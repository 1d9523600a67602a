// zod schemas of the back office's inputs, shared by its forms and the /api/admin/* handlers (no server code
// here: the forms import it).
import { z } from "zod";
import { manualCoinsRequired } from "@/lib/admin/messages";
import type { ListedKind } from "@/lib/listings/cache-tags";
import { optionalText } from "@/lib/listings/fields";
import { isListingId } from "@/lib/listings/ids";
import { rejectionMessages, rejectionReason } from "@/lib/listings/rejection";
import { requiredText } from "@/lib/validation/text";
import { pagingQuery } from "@/lib/validation/paging";
import { formMessages } from "@/lib/validation/messages";

export const reviewKinds = ["event", "job", "startup", "gig"] as const satisfies readonly ListedKind[];
export type ReviewKind = (typeof reviewKinds)[number];
export const reviewStatuses = ["pending", "approved", "rejected", "all"] as const;

/** `GET /api/admin/listings`: an unknown type or status is a 400 naming the values it takes. */
export const reviewQuery = pagingQuery(20, 100).extend({
  type: z.enum(reviewKinds, `Type must be one of: ${reviewKinds.join(", ")}`).default("event"),
  status: z.enum(reviewStatuses, `Status must be one of: ${reviewStatuses.join(", ")}`).default("pending"),
  search: optionalText.pipe(z.string().max(200).optional()),
});
export type ReviewQuery = z.infer<typeof reviewQuery>;

/** The back office's Review tab reads the same query from its address, where an unknown value shows the default. */
export const reviewPageQuery = reviewQuery.extend({
  type: reviewQuery.shape.type.catch("event"),
  status: reviewQuery.shape.status.catch("pending"),
});

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

const required = requiredText(manualCoinsRequired);

/** The manual transaction form and POST /api/admin/coins: every field required. */
export const manualCoinsInput = z.object({
  email: required.pipe(z.email(formMessages.validEmail)),
  // A whole number, or a string of decimal digits: never JavaScript's reading of "0x10", "1e3" or " 7 ".
  amount: z.union([z.number(), z.string()], { error: manualCoinsRequired }).transform((v, ctx) => {
    if (typeof v === "string" && v.trim() === "") {
      ctx.addIssue({ code: "custom", message: manualCoinsRequired });
      return z.NEVER;
    }
    const n = typeof v === "number" ? v : /^[0-9]{1,7}$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 1_000_000) {
      ctx.addIssue({ code: "custom", message: "Amount must be a whole number of coins from 1 to 1000000" });
      return z.NEVER;
    }
    return n;
  }),
  type: z.enum(["credit", "debit"], manualCoinsRequired),
  reason: required.max(200, "Reason must be 200 characters or less"),
});
export type ManualCoinsInput = z.infer<typeof manualCoinsInput>;

/** GET /api/admin/audit: newest first, in pages, optionally one target type and one action. */
export const auditQuery = pagingQuery(50, 200).extend({
  targetType: optionalText.pipe(z.string().max(40).optional()),
  action: optionalText.pipe(z.string().max(60).optional()),
});

/** GET /api/admin/members: searched by name or email, in pages. */
export const memberListQuery = pagingQuery(25, 100).extend({
  search: optionalText.pipe(z.string().max(200).optional()),
});

/** PUT /api/admin/members/{id}: a new role, a suspension, or both. */
export const memberChangeInput = z
  .object({
    role: z.enum(["Admin", "Member"], "Role must be Admin or Member").optional(),
    suspended: z.boolean("Suspended must be true or false").optional(),
  })
  .refine((v) => v.role !== undefined || v.suspended !== undefined, "Send a role or suspended");
export type MemberChangeInput = z.infer<typeof memberChangeInput>;

export const leadKinds = ["contact", "demo", "waitlist"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The Leads tab and its CSV: filtered by kind and course, forgiving of unknown values. */
export const leadsQuery = pagingQuery(25, 100).extend({
  kind: z.enum(leadKinds).optional().catch(undefined),
  course: z.string().max(100).optional().catch(undefined),
});
export type LeadsQuery = z.infer<typeof leadsQuery>;

export const leadChangeInput = z.object({ handled: z.boolean("Handled must be true or false") });

/** POST /api/admin/mail/resend: the undelivered messages to send again. */
export const resendMailInput = z.object({
  ids: z
    .array(z.string("Choose the messages to send again").refine(isListingId, "Unknown message"), {
      error: "Choose the messages to send again",
    })
    .min(1, "Choose the messages to send again")
    .max(100, "At most 100 messages at a time"),
});
