// The notification centre's vocabulary and inputs, shared by the writers, the API and the pages. No server code:
// the bell's popover imports the types.
import { z } from "zod";

/** What a notification reports; the database's NotificationKind enum holds the same names. */
export const notificationKinds = [
  "listing_approved",
  "listing_rejected",
  "application_received",
  "bid_received",
  "application_decided",
  "bid_decided",
  "consultation_accepted",
  "consultation_rescheduled",
  "consultation_rejected",
  "consultation_cancelled",
  "coins_credited",
  "saved_search_matches",
  "message_received",
  "event_registration_confirmed",
  "event_registration_waitlisted",
  "event_registration_declined",
  "event_registration_received",
] as const;

export type NotificationKind = (typeof notificationKinds)[number];

/** A page of the list (GET /api/notifications, /dashboard/notifications). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationDto = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A site path: where the notification leads. */
  href: string;
  read: boolean;
  createdAt: string;
};

export type NotificationPage = {
  notifications: NotificationDto[];
  total: number;
  totalPages: number;
  currentPage: number;
  /** Counted up to UNREAD_CAP (lib/notifications/unread.ts: "99+" there). */
  unread: number;
};

/** ?page from 1; junk falls back to the first page, as every paged list does. */
export const notificationsQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

const ids = z
  .array(z.string().trim().min(1, "Each id must be a notification's id.").max(64))
  .min(1, "Name at least one notification.")
  .max(100, "At most 100 at once.");

/** POST /api/notifications/read: `{ ids: [...] }` marks those read, `{ all: true }` every one. */
export const markReadInput = z
  .strictObject({ ids: ids.optional(), all: z.literal(true, "Send all: true, or ids.").optional() })
  .superRefine((input, ctx) => {
    if ((input.ids === undefined) === (input.all === undefined)) {
      ctx.addIssue({ code: "custom", path: ["ids"], message: "Send either ids or all: true." });
    }
  });

export type MarkReadInput = z.infer<typeof markReadInput>;
