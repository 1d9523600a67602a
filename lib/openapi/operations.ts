// What each operation of the /api contract does, in words: its group, a one-line summary and the status of
// its success. Inputs (body, query, who may call) are read from the handlers themselves (lib/api/handler.ts
// keeps them on each), so they cannot drift from what the server checks.

export type Operation = {
  tag: Tag;
  summary: string;
  /** The status of a successful answer (200 unless said). */
  ok?: number;
  /** What a successful answer holds, when the summary does not say. */
  returns?: string;
  /** The answer is not JSON. */
  produces?: string;
  /** Who may call, for handlers that check it themselves (no `auth` option). */
  access?: string;
};

export const tags = [
  {
    name: "Accounts",
    description: "Registration with an emailed code, login, the session, profile and password.",
  },
  { name: "Jobs", description: "Job and internship listings, and applications to them." },
  { name: "Events", description: "Event and hackathon listings, with their posters." },
  { name: "Startups", description: "Startup listings submitted by members." },
  { name: "Gigs", description: "Freelance gigs and the bids members place on them." },
  { name: "Coins", description: "A member's coin balance, transactions and referrals." },
  { name: "Consultations", description: "1:1 consultations members book." },
  { name: "Forms", description: "Contact messages, course waitlists and demo requests." },
  { name: "Content", description: "Public content: projects and stored images." },
  {
    name: "Back office",
    description: "Admin only: review, members, coins, courses, docs, leads, mail, audit.",
  },
  { name: "Operations", description: "Health, readiness and this description." },
] as const;
export type Tag = (typeof tags)[number]["name"];

/** A summary, or the operation's words beyond its tag. */
type Words = string | Omit<Operation, "tag">;

/** The operations of one tag, keyed "METHOD /path". */
function group(tag: Tag, described: Record<string, Words>): Record<string, Operation> {
  return Object.fromEntries(
    Object.entries(described).map(([key, words]) => [
      key,
      { tag, ...(typeof words === "string" ? { summary: words } : words) },
    ]),
  );
}

/** An operation that answers 201 Created. */
const created = (summary: string): Words => ({ summary, ok: 201 });

/** What a page of a public list with a capped total holds. */
const cappedPage = (items: string) =>
  `{ ${items}, total, totalPages, currentPage, totalCapped }: total is exact up to 10,000, else 10000 with totalCapped true for a search or filter`;

// In the order the developers page lists them (a list before its items, sign-up before sign-in).
export const operations: Record<string, Operation> = {
  ...group("Accounts", {
    "POST /api/otp/send": {
      summary: "Email a 6-digit registration code to an address (a new one 60 s after the last)",
      returns: "{ success, message, resendAfterSeconds: 60, validForSeconds: 600 }",
    },
    "POST /api/otp/verify": {
      summary: "Check a registration code before the account is made",
      returns:
        "{ verified, message, newCodeNeeded? }: newCodeNeeded true when the code is dead (5 wrong tries) or expired, and a new one may be sent at once",
    },
    "POST /api/auth/register": created("Create an account with a verified code"),
    "POST /api/auth/login": "Sign in with email and password (sets the session cookie)",
    "POST /api/auth/login/code":
      "Sign in with the code mailed when the password login answered 429 with errors.stepUp 'code'",
    "POST /api/auth/logout": "Sign out (ends the session cookie)",
    "GET /api/auth/status": "Who is signed in, if anyone",
    "PUT /api/auth/update-profile": "Change the signed-in member's profile",
    "POST /api/auth/change-password": "Change the password (ends other sessions)",
    "POST /api/auth/forgot-password": "Email a password reset link",
    "POST /api/auth/reset-password": "Set a new password with a reset token",
    "DELETE /api/auth/delete-account": "Delete the signed-in member's account",
  }),
  ...group("Coins", {
    "GET /api/auth/referrals": "The members who joined with my referral code",
  }),

  ...group("Jobs", {
    "GET /api/jobs": {
      summary: "Open approved jobs (deadline not passed), newest first, paged and searchable",
      returns: cappedPage("jobs"),
    },
    "POST /api/jobs": created("Submit a job for review (pending)"),
    "GET /api/jobs/{id}": "One job (one not yet approved: its poster and admins only)",
    "PUT /api/jobs/{id}":
      "Edit a job (poster: a rejected one is resubmitted, a live one that changes goes back to review; admin), or approve or reject it (admin)",
    "POST /api/jobs/{id}/close":
      "Close a live job early, Filled or Closed (poster or admin): it leaves the lists",
    "DELETE /api/jobs/{id}": "Delete a job (poster or admin)",
    "GET /api/jobs/user/my-jobs": "My jobs, of every status",
    "GET /api/jobs/all": "Every job, of every status",
    "POST /api/jobs/{id}/apply": created("Apply to a job (one application per member)"),
    "GET /api/jobs/{id}/applications": "A job's applications (its poster or admins)",
    "GET /api/applications/mine": "My applications and their status",
    "GET /api/applications/mine/ids": "The jobs I have applied to and when (to mark them Applied)",
    "POST /api/applications/{id}/cancel": "Withdraw my application while it is pending",
    "PUT /api/applications/{id}": "Accept, reject or complete an application (the job's poster or admins)",
    "GET /api/applications/{id}/resume": {
      summary: "Download an application's resume (the job's poster or admins)",
      produces: "application/octet-stream",
    },
  }),

  ...group("Events", {
    "GET /api/events": {
      summary: "Approved events still to come, soonest first, then undated ones; paged and searchable",
      returns: cappedPage("events"),
    },
    "POST /api/events": created("Submit an event with an optional poster (pending)"),
    "GET /api/events/{id}": "One event (one not yet approved: its poster and admins only)",
    "PUT /api/events/{id}": "Edit an event (poster, as a job; admin), or approve or reject it (admin)",
    "DELETE /api/events/{id}": "Delete an event (poster or admin)",
    "GET /api/events/user/my-events": "My events, of every status",
    "POST /api/events/upload-image": created("Upload a listing image; answers its URL"),
    "GET /api/events/admin/all": "Every event, of every status",
    "GET /api/events/admin/pending": "Events waiting for review",
    "GET /api/events/stats": "Event counts per status",
    "PUT /api/events/admin/{id}/approve": "Approve a pending event",
    "PUT /api/events/admin/{id}/reject": "Reject a pending event with a reason",
  }),

  ...group("Startups", {
    "GET /api/startups": "Approved startups, paged and searchable",
    "POST /api/startups": created("Submit a startup for review (pending)"),
    "GET /api/startups/{id}": "One startup (one not yet approved: its poster and admins)",
    "PUT /api/startups/{id}": "Edit a startup (poster, as a job; admin), or approve or reject it (admin)",
    "DELETE /api/startups/{id}": "Delete a startup (poster or admin)",
    "GET /api/startups/user/my-startups": "My startups, of every status",
  }),

  ...group("Gigs", {
    "GET /api/gigs": "Approved gigs, paged and searchable",
    "POST /api/gigs": created("Submit a gig for review (pending)"),
    "GET /api/gigs/{id}": "One gig (one not yet approved: its poster and admins)",
    "PUT /api/gigs/{id}":
      "Edit a gig (poster: a rejected one is resubmitted, a live one that changes goes back to review; admin), or approve or reject it (admin)",
    "POST /api/gigs/{id}/close":
      "Close a live gig early, Filled or Closed (poster or admin): it takes no more bids",
    "DELETE /api/gigs/{id}": "Delete a gig (poster or admin)",
    "GET /api/gigs/user/my-gigs": "My gigs, of every status",
    "GET /api/gigs/{id}/bids": "A gig's bids (its poster or admins)",
    "POST /api/gigs/{id}/bids": created("Bid on a gig (one open bid per member)"),
    "PUT /api/bids/{id}": "Accept or reject a bid (the gig's poster or admins)",
    "GET /api/bids/mine": "My bids and their status",
    "POST /api/bids/{id}/withdraw": "Withdraw my bid while it is pending",
  }),

  ...group("Coins", {
    "GET /api/coins": "My balance, the coin amounts, my newest transactions",
    "GET /api/coins/transactions": "My coin transactions, newest first, paged",
  }),
  ...group("Consultations", {
    "POST /api/consultations": created("Book a 1:1 consultation"),
    "GET /api/consultations/mine": "My consultations, newest first",
    "POST /api/consultations/{id}/cancel": "Cancel my pending consultation (its coins are reversed)",
  }),

  ...group("Forms", {
    "POST /api/email/contact": "Send the team a message",
    "POST /api/courses/waitlist": created("Join a course's waitlist (200 when already on it)"),
    "POST /api/leads": created("Request a demo (the one demo form of /services)"),
  }),

  ...group("Content", {
    "GET /api/projects": "The in-house and client projects shown on /solutions",
    "GET /api/images/{id}": { summary: "A stored image (WebP, cached for a year)", produces: "image/webp" },
  }),

  ...group("Back office", {
    "GET /api/admin/overview": "Counts that need action and 12 weeks of growth",
    "GET /api/admin/listings": "Listings of one type to review, pending first",
    "POST /api/admin/listings/bulk":
      "Approve or reject several listings at once: each still pending is decided, each already decided is reported as it is",
    "GET /api/admin/consultations": "Every consultation, newest first",
    "PUT /api/admin/consultations/{id}":
      "Accept at a time in the future (required), move an accepted one to a new time (status accepted again; mailed with an .ics entry), reject or complete a consultation, with notes",
    "GET /api/admin/coin-settings": "The five coin amounts",
    "PUT /api/admin/coin-settings": "Change the coin amounts",
    "GET /api/admin/coins": "The newest manual coin transactions",
    "POST /api/admin/coins": "Credit or debit a member's coins by email",
    "POST /api/admin/courses": created("Add a course"),
    "PUT /api/admin/courses/{id}": "Edit a course",
    "DELETE /api/admin/courses/{id}": "Delete a course",
    "POST /api/admin/docs": created("Add a documentation item"),
    "PUT /api/admin/docs/{id}": "Edit a documentation item",
    "DELETE /api/admin/docs/{id}": "Delete a documentation item",
    "GET /api/admin/members": "Members, searchable and paged",
    "GET /api/admin/members/{id}": "One member: profile, listings, activity and coin transactions",
    "PUT /api/admin/members/{id}": "Change a member's role, or suspend or restore",
    "GET /api/admin/leads": "Contact messages, demo requests and waitlist entries, newest first",
    "PUT /api/admin/leads/{kind}/{id}": "Mark a lead handled, or reopen it",
    "GET /api/admin/leads.csv": { summary: "The leads as a CSV file", produces: "text/csv" },
    "GET /api/admin/mail": "Mail that could not be delivered",
    "POST /api/admin/mail/resend": "Send undelivered mail again",
    "GET /api/admin/audit": "The audit log of admin changes, newest first",
  }),

  ...group("Operations", {
    "GET /api/health": { summary: "The process answers", returns: '{ "status": "ok" }' },
    "GET /api/ready": {
      summary: "The database answers and every migration is applied (else 503 naming what is missing)",
      returns: '{ "status": "ready" }',
    },
    "GET /api/openapi.json": "This description (OpenAPI 3.1)",
  }),
};
