// Conversations' vocabulary, inputs and answers, shared by the composer, the report form, the API and the pages.
// No server code: the browser imports it.
import { z } from "zod";
import { requiredText } from "@/lib/validation/text";

/** The longest message, in characters. */
export const MESSAGE_MAX = 2000;
export const REPORT_REASON_MAX = 500;
/** Threads a page of the Messages list shows; messages a thread page shows (earlier ones a link away). */
export const THREADS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;
/** While the other side has not read since their last mail, at most one mail per thread in this long. */
export const MAIL_QUIET_MS = 15 * 60_000;

export const conversationMessages = {
  notFound: "Conversation not found",
  messageRequired: "Please enter a message",
  messageTooLong: `Message must be ${MESSAGE_MAX} characters or less`,
  reasonRequired: "Please say what is wrong with this conversation",
  reasonTooLong: `The reason must be ${REPORT_REASON_MAX} characters or less`,
  readOnly: "This conversation is closed: the listing or the application has ended, so it is read-only.",
  sidesOnly: "Only the two sides of a conversation write in it; admins can read it.",
  notShortlisted: "You can message an applicant once you have shortlisted them.",
  bidNotDecided: "You can message a bidder once you have accepted or rejected their bid.",
  listingClosed: "This listing is closed, so a new conversation cannot start.",
  adminNotPoster:
    "Only the listing's poster writes to its applicants and bidders; admins can read their conversations.",
} as const;

const m = conversationMessages;

/** A message, as the composer, POST /api/threads/{id}/messages and the poster's Message action take it. */
export const messageInput = z.object({
  message: requiredText(m.messageRequired).max(MESSAGE_MAX, m.messageTooLong),
});
export type MessageInput = z.infer<typeof messageInput>;

/** POST /api/threads/{id}/report: why the conversation needs an admin. */
export const reportInput = z.object({
  reason: requiredText(m.reasonRequired).max(REPORT_REASON_MAX, m.reasonTooLong),
});
export type ReportInput = z.infer<typeof reportInput>;

const cursor = z.string().trim().max(120).optional().catch(undefined);

/** GET /api/threads?after=… (the next page's cursor; junk reads as the first page). */
export const threadsQuery = z.object({ after: cursor });
/** GET /api/threads/{id}/messages?before=… (earlier messages; junk reads as the latest). */
export const messagesQuery = z.object({ before: cursor });

export type ThreadSide = "poster" | "member";
export type ThreadKind = "application" | "bid";

/** A person in a thread, as the other side and admins see them: never an email or a whole user row. */
export type ThreadPerson = { id: string | null; name: string; side: ThreadSide; role: string };

export type ThreadSummaryDto = {
  id: string;
  subject: string;
  kind: ThreadKind;
  /** The other side (for an admin's list, the applicant or bidder). */
  with: ThreadPerson | null;
  lastMessageAt: string;
  /** The last message's first words, and whether the reader wrote it. */
  preview: { text: string; mine: boolean } | null;
  unread: number;
};

export type ThreadListDto = { threads: ThreadSummaryDto[]; next: string | null };

export type MessageDto = {
  id: string;
  body: string;
  createdAt: string;
  sender: { id: string | null; name: string };
  mine: boolean;
};

export type ThreadDto = {
  id: string;
  subject: string;
  kind: ThreadKind;
  participants: ThreadPerson[];
  /** The reader's side; null for an admin reading someone else's conversation. */
  side: ThreadSide | null;
  /** Whether the reader may write now (a side, and the listing and the application or bid still open). */
  writable: boolean;
  reportedAt: string | null;
};

export type ThreadPageDto = {
  thread: ThreadDto;
  /** Oldest first. */
  messages: MessageDto[];
  /** The cursor for the messages before these; null when these are the first. */
  earlier: string | null;
};

/** Where a thread is read in the dashboard. */
export const threadPath = (id: string) => `/dashboard/messages/${encodeURIComponent(id)}`;
