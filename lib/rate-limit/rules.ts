// Every rate limit of the site in one table: what it counts, per what, over which window, and what the caller
// reads when it is over. Counted in PostgreSQL (store.ts), so every app instance shares them. A route names its
// rule on apiHandler's `rateLimit` option (counted per member when signed in, else per client address); the rules
// a handler counts itself (per email, per account, only valid submissions) are called with limitRate.
import { clearRateLimits, count, enforceRateLimits, hit, unhit, type RateRule } from "@/lib/rate-limit/store";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A rule: its counter's key, how many hits its window allows, and what the caller reads beyond them. */
export type RuleSpec = { key: string; limit: number; windowSeconds: number; message: string };

const loginMessage = "Too many login attempts. Please try again later.";
const otpMessage = "Too many verification codes requested. Please try again later.";
const forgotMessage = "Too many reset requests. Please try again later.";

export const rateRules = {
  loginByIp: { key: "login:ip", limit: 10, windowSeconds: 15 * MINUTE, message: loginMessage },
  /** Wrong passwords for one account from one address (subject "<email> <ip>"): that address must wait. */
  loginFailsByPair: { key: "login:fail:pair", limit: 5, windowSeconds: 15 * MINUTE, message: loginMessage },
  /**
   * Password checks for one account from anywhere that did not succeed (each attempt takes a place before its
   * check and a right password gives it back), unknown emails included. At the limit the account's password
   * login is shut until the window ends: every attempt, from any address, right password or wrong, gets the
   * same 429 unchecked (lib/accounts/login.ts answers it with its own text and a step-up to a mailed code).
   */
  loginFailsByAccount: {
    key: "login:fail:acct",
    limit: 20,
    windowSeconds: 15 * MINUTE,
    message: loginMessage,
  },
  /** Sign-in codes mailed to an account whose password login is shut: one per code's lifetime. */
  loginCodeMailByAccount: {
    key: "login:code:mail",
    limit: 1,
    windowSeconds: 10 * MINUTE,
    message: "A sign-in code was mailed to this account a short while ago.",
  },
  /** Wrong current passwords in a password change, per member id; a change that succeeds clears them. */
  passwordChangeFailsByAccount: {
    key: "password:change:fail",
    limit: 5,
    windowSeconds: 15 * MINUTE,
    message: "Too many incorrect current passwords. Please try again later.",
  },
  otpByIp: { key: "otp:ip", limit: 20, windowSeconds: HOUR, message: otpMessage },
  otpByEmail: { key: "otp:email", limit: 5, windowSeconds: HOUR, message: otpMessage },
  forgotByEmail: { key: "forgot:email", limit: 5, windowSeconds: HOUR, message: forgotMessage },
  /** Reset requests from one address, whatever the emails (checked before the per-email count). */
  forgotByIp: { key: "forgot:ip", limit: 5, windowSeconds: HOUR, message: forgotMessage },
  registerByIp: {
    key: "register:ip",
    limit: 10,
    windowSeconds: HOUR,
    message: "Too many registrations from this network. Please try again later.",
  },
  contactByIp: {
    key: "contact:ip",
    limit: 5,
    windowSeconds: HOUR,
    message: "You have sent several messages in a short time. Please try again later.",
  },
  waitlistByIp: {
    key: "waitlist:ip",
    limit: 10,
    windowSeconds: HOUR,
    message: "Too many sign-ups from your network. Please try again later.",
  },
  leadsByIp: {
    key: "leads:ip",
    limit: 10,
    windowSeconds: HOUR,
    message: "You have sent several requests in a short time. Please try again later.",
  },
  /** Waitlist confirmations one address receives a day (the form itself still answers; no mail is sent). */
  waitlistMailByEmail: {
    key: "waitlist:mail",
    limit: 3,
    windowSeconds: DAY,
    message: "Too many confirmation mails to this address today.",
  },
  imageUploadsByUser: {
    key: "upload:image:user",
    limit: 30,
    windowSeconds: HOUR,
    message: "Too many image uploads. Please try again later.",
  },
  consultationsByUser: {
    key: "consultation:user",
    limit: 10,
    windowSeconds: HOUR,
    message: "Too many consultation requests. Please try again later.",
  },
  listingsByUser: {
    key: "listing:create:user",
    limit: 20,
    windowSeconds: HOUR,
    message: "Too many listings submitted. Please try again later.",
  },
  /** Applications a member sends, whatever the jobs (each one mails its poster), counted once the form is valid. */
  applicationsByUser: {
    key: "application:create:user",
    limit: 30,
    windowSeconds: HOUR,
    message: "Too many applications. Please try again later.",
  },
  bidsByUser: {
    key: "bid:create:user",
    limit: 30,
    windowSeconds: HOUR,
    message: "Too many bids. Please try again later.",
  },
  /** Messages a member writes in conversations (lib/conversations), the poster's Message action included. */
  threadMessagesByUser: {
    key: "thread:message:user",
    limit: 60,
    windowSeconds: HOUR,
    message: "You have sent many messages in a short time. Please try again later.",
  },
  /** Conversations a member reports to the admins. */
  threadReportsByUser: {
    key: "thread:report:user",
    limit: 5,
    windowSeconds: DAY,
    message: "You have reported several conversations today. Please try again tomorrow, or write to us.",
  },
  // The rules routes name on apiHandler's `rateLimit` option: a member's everyday changes, far above what a
  // person does by hand, so only a script reaches them.
  /** Marking notifications read: the bell's Mark all read, the list's form, chosen ones. */
  notificationsReadByUser: {
    key: "notifications:read",
    limit: 120,
    windowSeconds: HOUR,
    message:
      "You have marked notifications read many times in a short while. Please try again in a few minutes.",
  },
  /** New secret addresses for the member's calendar feed (each one ends the old). */
  calendarResetsByUser: {
    key: "calendar:reset",
    limit: 10,
    windowSeconds: HOUR,
    message: "You have reset your calendar address several times in the last hour. Please try again later.",
  },
  /** Marking events Interested and taking the mark off. */
  eventInterestByUser: {
    key: "event:interest",
    limit: 200,
    windowSeconds: HOUR,
    message: "You have changed your Interested events many times in a short while. Please try again later.",
  },
  /** Saving, renaming, changing and deleting saved searches. */
  savedSearchChangesByUser: {
    key: "saved-search:change",
    limit: 60,
    windowSeconds: HOUR,
    message: "You have changed your saved searches many times in a short while. Please try again later.",
  },
  /** Private notes a poster saves on applicants. */
  applicantNotesByUser: {
    key: "applicant:note",
    limit: 120,
    windowSeconds: HOUR,
    message: "You have saved notes many times in a short while. Please try again in a few minutes.",
  },
  /** Registering for events and cancelling: each mails the member (a ticket, the waitlist, a cancellation). */
  eventRegistrationsByUser: {
    key: "event:registration",
    limit: 30,
    windowSeconds: HOUR,
    message: "You have registered or cancelled many times in a short while. Please try again later.",
  },
  /** An organiser's approvals and declines (each mails the member). */
  registrationDecisionsByUser: {
    key: "event:registration:decision",
    limit: 600,
    windowSeconds: HOUR,
    message: "You have decided on many registrations in a short while. Please try again in a few minutes.",
  },
  /** Check-ins at the door: a big event's whole queue in an hour, far below a script's guessing of codes. */
  checkInsByUser: {
    key: "event:check-in",
    limit: 3000,
    windowSeconds: HOUR,
    message: "Too many check-ins in a short while. Please wait a minute and try again.",
  },
  /** Moving a booked consultation to another slot: each one mails the member and the team a new invitation. */
  reschedulesByUser: {
    key: "consultation:reschedule",
    limit: 6,
    windowSeconds: DAY,
    message:
      "You have rescheduled several times in the last 24 hours. Please try again later, or write to us to change your booking.",
  },
  /** Saving the builder profile (its fields and switches) and removing its résumé. */
  profileChangesByUser: {
    key: "profile:change",
    limit: 60,
    windowSeconds: HOUR,
    message: "You have changed your profile many times in a short while. Please try again later.",
  },
  /** Résumés saved to the builder profile (each up to 5 MB). */
  resumeUploadsByUser: {
    key: "profile:resume",
    limit: 20,
    windowSeconds: HOUR,
    message: "You have uploaded several résumés in a short while. Please try again later.",
  },
} satisfies Record<string, RuleSpec>;

export type RateRuleName = keyof typeof rateRules;

/** The counter of rule `name` for one subject (an address, an email, a member id). */
export function rateRule(name: RateRuleName, subject: string): RateRule {
  const { key, limit, windowSeconds } = rateRules[name];
  return { key: `${key}:${subject}`, limit, windowSeconds };
}

/** Counts a hit of each rule for its subject; 429 with Retry-After and the first rule's message when over. */
export async function limitRate(...checks: [RateRuleName, string][]): Promise<void> {
  const [first] = checks;
  if (!first) return;
  await enforceRateLimits(
    checks.map(([name, subject]) => rateRule(name, subject)),
    rateRules[first[0]].message,
  );
}

/** Counts a hit of `rule` for `subject`; 429 with Retry-After and the rule's message when over its limit. */
export async function limitBy(rule: RuleSpec, subject: string): Promise<void> {
  const { key, limit, windowSeconds, message } = rule;
  await enforceRateLimits([{ key: `${key}:${subject}`, limit, windowSeconds }], message);
}

/** Forgets the hits of these rules for their subjects (a successful login clears its account's failures). */
export async function forgetRate(...checks: [RateRuleName, string][]): Promise<void> {
  await clearRateLimits(checks.map(([name, subject]) => rateRule(name, subject).key));
}

/** The hits of rule `name` for `subject` in its live window, without counting one: over its limit or not. */
export async function rateState(name: RateRuleName, subject: string) {
  const rule = rateRule(name, subject);
  const state = await count(rule.key);
  return { ...state, over: state.count >= rule.limit };
}

/**
 * Counts a hit of one rule for its subject without refusing anything: the hits in the window so far (this one
 * included), whether they are within the limit, and the seconds until the window ends.
 */
export async function countRate(name: RateRuleName, subject: string) {
  return hit(rateRule(name, subject));
}

/** Takes back one hit of rule `name` for `subject` (an attempt that turned out not to count). */
export async function returnRate(name: RateRuleName, subject: string): Promise<void> {
  await unhit(rateRule(name, subject).key);
}

/** Counts a hit of one rule for its subject without refusing anything: whether it was within the limit. */
export async function withinRate(name: RateRuleName, subject: string): Promise<boolean> {
  return (await hit(rateRule(name, subject))).allowed;
}
