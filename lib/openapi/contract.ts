// What each route gives the /api description (lib/openapi/document.ts): the contract apiHandler keeps on it (who
// may call, the same zod schemas it parses) and the words its options give (its group, a one-line summary, what
// it answers), so neither can drift from the route. The groups are listed here, with their descriptions.
import type { z } from "zod";

export const tags = [
  {
    name: "Accounts",
    description: "Registration with an emailed code, login, the session, profile and password.",
  },
  {
    name: "Profiles",
    description: "Builder profiles: a member's own profile and saved résumé, and anyone's public profile.",
  },
  { name: "Jobs", description: "Job and internship listings, and applications to them." },
  { name: "Events", description: "Event and hackathon listings, with their posters." },
  { name: "Startups", description: "Startup listings submitted by members." },
  { name: "Gigs", description: "Freelance gigs and the bids members place on them." },
  { name: "Coins", description: "A member's coin balance, transactions and referrals." },
  { name: "Consultations", description: "1:1 consultations members book." },
  {
    name: "Calendar",
    description: "A member's private calendar feed (iCalendar) and its secret address.",
  },
  {
    name: "Notifications",
    description: "A member's notification centre: the list, the unread count, marking read.",
  },
  {
    name: "Conversations",
    description:
      "Threads between a listing's poster and an applicant or bidder: messages, unread counts, reports.",
  },
  {
    name: "Saved searches",
    description:
      "A member's saved searches of the public lists, their email alerts and one-click unsubscribe.",
  },
  { name: "Forms", description: "Contact messages, course waitlists and demo requests." },
  { name: "Content", description: "Public content: projects and stored images." },
  {
    name: "Back office",
    description: "Admin only: review, members, coins, courses, docs, leads, mail, audit.",
  },
  { name: "Operations", description: "Health, readiness and this description." },
] as const;
export type Tag = (typeof tags)[number]["name"];

/** What an operation says about itself. */
export type Words = {
  tag: Tag;
  summary: string;
  /** What a successful answer holds, when the summary does not say. */
  returns?: string;
  /** The answer is not JSON. */
  produces?: string;
  /** Who may call, for handlers that check it themselves (no `auth` option). */
  access?: string;
};

/** An operation as the description shows it: its words and the status of its success. */
export type Operation = Words & { ok: number };

/** optional: user may be null; member: 401 for guests; admin: 401 for guests, 403 for members. */
export type AuthMode = "optional" | "member" | "admin";

/** What a handler accepts and says about itself, kept on it (lib/api/handler.ts) for the description. */
export type Contract = {
  auth: AuthMode | "none";
  body?: z.ZodType;
  query?: z.ZodType;
  /** The body is read by `read` (a multipart form) rather than as JSON. */
  form: boolean;
  /** Absent when the route gives no summary and tag (tests/openapi.test.ts fails then). */
  operation?: Operation;
  /** Its rate limit (apiHandler's `rateLimit`, a rule of lib/rate-limit/rules.ts): 429 beyond `limit` a window. */
  rateLimit?: { key: string; limit: number; windowSeconds: number; message: string };
};

/** What a page of a public list with a capped total holds. */
export const cappedPage = (items: string) =>
  `{ ${items}, total, totalPages, currentPage, totalCapped }: total is exact up to 10,000, else 10000 with totalCapped true for a search or filter`;
