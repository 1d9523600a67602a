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

export const operations: Record<string, Operation> = {
  // Accounts
  "POST /api/otp/send": { tag: "Accounts", summary: "Email a 6-digit registration code to an address" },
  "POST /api/otp/verify": {
    tag: "Accounts",
    summary: "Check a registration code before the account is made",
  },
  "POST /api/auth/register": { tag: "Accounts", summary: "Create an account with a verified code", ok: 201 },
  "POST /api/auth/login": {
    tag: "Accounts",
    summary: "Sign in with email and password (sets the session cookie)",
  },
  "POST /api/auth/logout": { tag: "Accounts", summary: "Sign out (ends the session cookie)" },
  "GET /api/auth/status": { tag: "Accounts", summary: "Who is signed in, if anyone" },
  "PUT /api/auth/update-profile": { tag: "Accounts", summary: "Change the signed-in member's profile" },
  "POST /api/auth/change-password": { tag: "Accounts", summary: "Change the password (ends other sessions)" },
  "POST /api/auth/forgot-password": { tag: "Accounts", summary: "Email a password reset link" },
  "POST /api/auth/reset-password": { tag: "Accounts", summary: "Set a new password with a reset token" },
  "DELETE /api/auth/delete-account": { tag: "Accounts", summary: "Delete the signed-in member's account" },
  "GET /api/auth/referrals": { tag: "Coins", summary: "The members who joined with my referral code" },

  // Jobs
  "GET /api/jobs": {
    tag: "Jobs",
    summary: "Open approved jobs (deadline not passed), newest first, paged and searchable",
    returns:
      "{ jobs, total, totalPages, currentPage, totalCapped }: total is exact up to 10,000, else 10000 with totalCapped true for a search or filter",
  },
  "POST /api/jobs": { tag: "Jobs", summary: "Submit a job for review (pending)", ok: 201 },
  "GET /api/jobs/{id}": {
    tag: "Jobs",
    summary: "One job (one not yet approved: its poster and admins only)",
  },
  "PUT /api/jobs/{id}": {
    tag: "Jobs",
    summary: "Edit a pending job (poster), or approve or reject it (admin)",
  },
  "DELETE /api/jobs/{id}": { tag: "Jobs", summary: "Delete a job (poster or admin)" },
  "GET /api/jobs/user/my-jobs": { tag: "Jobs", summary: "My jobs, of every status" },
  "GET /api/jobs/all": { tag: "Jobs", summary: "Every job, of every status" },
  "POST /api/jobs/{id}/apply": {
    tag: "Jobs",
    summary: "Apply to a job (one application per member)",
    ok: 201,
  },
  "GET /api/jobs/{id}/applications": {
    tag: "Jobs",
    summary: "A job's applications (its poster or admins)",
  },
  "GET /api/applications/mine": { tag: "Jobs", summary: "My applications and their status" },
  "POST /api/applications/{id}/cancel": {
    tag: "Jobs",
    summary: "Withdraw my application while it is pending",
  },
  "PUT /api/applications/{id}": {
    tag: "Jobs",
    summary: "Accept, reject or complete an application (the job's poster or admins)",
  },
  "GET /api/applications/{id}/resume": {
    tag: "Jobs",
    summary: "Download an application's resume (the job's poster or admins)",
    produces: "application/octet-stream",
  },

  // Events
  "GET /api/events": {
    tag: "Events",
    summary: "Approved events still to come (or undated), newest first, paged and searchable",
    returns:
      "{ events, total, totalPages, currentPage, totalCapped }: total is exact up to 10,000, else 10000 with totalCapped true for a search or filter",
  },
  "POST /api/events": {
    tag: "Events",
    summary: "Submit an event with an optional poster (pending)",
    ok: 201,
  },
  "GET /api/events/{id}": {
    tag: "Events",
    summary: "One event (one not yet approved: its poster and admins only)",
  },
  "PUT /api/events/{id}": {
    tag: "Events",
    summary: "Edit a pending event (poster), or approve or reject it (admin)",
  },
  "DELETE /api/events/{id}": { tag: "Events", summary: "Delete an event (poster or admin)" },
  "GET /api/events/user/my-events": { tag: "Events", summary: "My events, of every status" },
  "POST /api/events/upload-image": {
    tag: "Events",
    summary: "Upload a listing image; answers its URL",
    ok: 201,
  },
  "GET /api/events/admin/all": { tag: "Events", summary: "Every event, of every status" },
  "GET /api/events/admin/pending": { tag: "Events", summary: "Events waiting for review" },
  "GET /api/events/stats": { tag: "Events", summary: "Event counts per status" },
  "PUT /api/events/admin/{id}/approve": { tag: "Events", summary: "Approve a pending event" },
  "PUT /api/events/admin/{id}/reject": { tag: "Events", summary: "Reject a pending event with a reason" },

  // Startups
  "GET /api/startups": { tag: "Startups", summary: "Approved startups, paged and searchable" },
  "POST /api/startups": { tag: "Startups", summary: "Submit a startup for review (pending)", ok: 201 },
  "GET /api/startups/{id}": {
    tag: "Startups",
    summary: "One startup (one not yet approved: its poster and admins)",
  },
  "PUT /api/startups/{id}": {
    tag: "Startups",
    summary: "Edit a pending startup (poster), or approve or reject it (admin)",
  },
  "DELETE /api/startups/{id}": { tag: "Startups", summary: "Delete a startup (poster or admin)" },
  "GET /api/startups/user/my-startups": { tag: "Startups", summary: "My startups, of every status" },

  // Gigs and bids
  "GET /api/gigs": { tag: "Gigs", summary: "Approved gigs, paged and searchable" },
  "POST /api/gigs": { tag: "Gigs", summary: "Submit a gig for review (pending)", ok: 201 },
  "GET /api/gigs/{id}": { tag: "Gigs", summary: "One gig (one not yet approved: its poster and admins)" },
  "PUT /api/gigs/{id}": {
    tag: "Gigs",
    summary: "Edit a pending gig (poster), or approve or reject it (admin)",
  },
  "DELETE /api/gigs/{id}": { tag: "Gigs", summary: "Delete a gig (poster or admin)" },
  "GET /api/gigs/user/my-gigs": { tag: "Gigs", summary: "My gigs, of every status" },
  "GET /api/gigs/{id}/bids": { tag: "Gigs", summary: "A gig's bids (its poster or admins)" },
  "POST /api/gigs/{id}/bids": { tag: "Gigs", summary: "Bid on a gig (one open bid per member)", ok: 201 },
  "PUT /api/bids/{id}": { tag: "Gigs", summary: "Accept or reject a bid (the gig's poster or admins)" },
  "GET /api/bids/mine": { tag: "Gigs", summary: "My bids and their status" },
  "POST /api/bids/{id}/withdraw": { tag: "Gigs", summary: "Withdraw my bid while it is pending" },

  // Coins and consultations
  "GET /api/coins": { tag: "Coins", summary: "My balance, the coin amounts, my newest transactions" },
  "GET /api/coins/transactions": { tag: "Coins", summary: "My coin transactions, newest first, paged" },
  "POST /api/consultations": { tag: "Consultations", summary: "Book a 1:1 consultation", ok: 201 },
  "GET /api/consultations/mine": { tag: "Consultations", summary: "My consultations, newest first" },
  "POST /api/consultations/{id}/cancel": {
    tag: "Consultations",
    summary: "Cancel my pending consultation (its coins are reversed)",
  },

  // Forms
  "POST /api/email/contact": { tag: "Forms", summary: "Send the team a message" },
  "POST /api/courses/waitlist": {
    tag: "Forms",
    summary: "Join a course's waitlist (200 when already on it)",
    ok: 201,
  },
  "POST /api/leads": { tag: "Forms", summary: "Request a demo or a service call", ok: 201 },

  // Content
  "GET /api/projects": { tag: "Content", summary: "The in-house and client projects shown on /solutions" },
  "GET /api/images/{id}": {
    tag: "Content",
    summary: "A stored image (WebP, cached for a year)",
    produces: "image/webp",
  },

  // Back office
  "GET /api/admin/overview": {
    tag: "Back office",
    summary: "Counts that need action and 12 weeks of growth",
  },
  "GET /api/admin/listings": { tag: "Back office", summary: "Listings of one type to review, pending first" },
  "POST /api/admin/listings/bulk": {
    tag: "Back office",
    summary: "Approve or reject several listings at once (all or nothing)",
  },
  "GET /api/admin/consultations": { tag: "Back office", summary: "Every consultation, newest first" },
  "PUT /api/admin/consultations/{id}": {
    tag: "Back office",
    summary: "Accept (at a time), reject or complete a consultation, with notes",
  },
  "GET /api/admin/coin-settings": { tag: "Back office", summary: "The five coin amounts" },
  "PUT /api/admin/coin-settings": { tag: "Back office", summary: "Change the coin amounts" },
  "GET /api/admin/coins": { tag: "Back office", summary: "The newest manual coin transactions" },
  "POST /api/admin/coins": { tag: "Back office", summary: "Credit or debit a member's coins by email" },
  "POST /api/admin/courses": { tag: "Back office", summary: "Add a course", ok: 201 },
  "PUT /api/admin/courses/{id}": { tag: "Back office", summary: "Edit a course" },
  "DELETE /api/admin/courses/{id}": { tag: "Back office", summary: "Delete a course" },
  "POST /api/admin/docs": { tag: "Back office", summary: "Add a documentation item", ok: 201 },
  "PUT /api/admin/docs/{id}": { tag: "Back office", summary: "Edit a documentation item" },
  "DELETE /api/admin/docs/{id}": { tag: "Back office", summary: "Delete a documentation item" },
  "GET /api/admin/members": { tag: "Back office", summary: "Members, searchable and paged" },
  "GET /api/admin/members/{id}": {
    tag: "Back office",
    summary: "One member: profile, listings, activity and coin transactions",
  },
  "PUT /api/admin/members/{id}": {
    tag: "Back office",
    summary: "Change a member's role, or suspend or restore",
  },
  "GET /api/admin/leads": {
    tag: "Back office",
    summary: "Contact messages, demo requests and waitlist entries, newest first",
  },
  "PUT /api/admin/leads/{kind}/{id}": { tag: "Back office", summary: "Mark a lead handled, or reopen it" },
  "GET /api/admin/leads.csv": {
    tag: "Back office",
    summary: "The leads as a CSV file",
    produces: "text/csv",
  },
  "GET /api/admin/mail": { tag: "Back office", summary: "Mail that could not be delivered" },
  "POST /api/admin/mail/resend": { tag: "Back office", summary: "Send undelivered mail again" },
  "GET /api/admin/audit": { tag: "Back office", summary: "The audit log of admin changes, newest first" },

  // Operations
  "GET /api/health": { tag: "Operations", summary: "The process answers", returns: '{ "status": "ok" }' },
  "GET /api/ready": {
    tag: "Operations",
    summary: "The database answers and every migration is applied (else 503 naming what is missing)",
    returns: '{ "status": "ready" }',
  },
  "GET /api/openapi.json": { tag: "Operations", summary: "This description (OpenAPI 3.1)" },
};
