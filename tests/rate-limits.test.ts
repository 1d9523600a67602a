// Every state-changing member route has a ceiling: it names a rule on apiHandler's `rateLimit` option (a rule of
// lib/rate-limit/rules.ts), or it is listed below as exempt with the reason, and a rule its handler counts itself
// is checked in its source. A new POST/PUT/PATCH/DELETE for members fails here until it does one or the other.
// Form routes outside /api that change state (the dashboard's no-JavaScript forms) count against a rule too.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeModules } from "@/app/api/openapi.json/routes";
import { buildOpenApiDocument, servedOperations } from "@/lib/openapi/document";
import { rateRules, type RateRuleName } from "@/lib/rate-limit/rules";

const root = path.resolve(import.meta.dirname, "..");
const writes = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Counted by the handler itself, after validation or per something else than the caller: checked below in the
 * route's source, or in the file `in` names.
 */
type Counted = { countedBy: RateRuleName; in?: string; why: string };
/** Bounded by the data: the change can happen once per row, or touches only the member's own small rows. */
type Bounded = { bounded: string };

const exempt: Record<string, Counted | Bounded> = {
  "POST /api/jobs": { countedBy: "listingsByUser", why: "only valid submissions count" },
  "POST /api/events": { countedBy: "listingsByUser", why: "only valid submissions count" },
  "POST /api/gigs": { countedBy: "listingsByUser", why: "only valid submissions count" },
  "POST /api/startups": { countedBy: "listingsByUser", why: "only valid submissions count" },
  "POST /api/events/upload-image": {
    countedBy: "imageUploadsByUser",
    why: "shared with the listing forms' images",
  },
  "POST /api/gigs/{id}/bids": { countedBy: "bidsByUser", why: "only valid bids count" },
  "POST /api/consultations": { countedBy: "consultationsByUser", why: "only valid requests count" },
  "POST /api/applications/{id}/message": {
    countedBy: "threadMessagesByUser",
    why: "only valid messages count, shared with the conversation's own",
  },
  "POST /api/bids/{id}/message": {
    countedBy: "threadMessagesByUser",
    why: "only valid messages count, shared with the conversation's own",
  },
  "POST /api/threads/{id}/messages": { countedBy: "threadMessagesByUser", why: "only valid messages count" },
  "POST /api/threads/{id}/read": { bounded: "the member's own row of one conversation; mails no one" },
  "POST /api/auth/change-password": {
    countedBy: "passwordChangeFailsByAccount",
    in: "lib/accounts/account.ts",
    why: "wrong current passwords are counted per account; a right one ends the other sessions",
  },
  "PUT /api/jobs/{id}": {
    countedBy: "imageUploadsByUser",
    why: "an edit writes the member's own row; an image counts",
  },
  "PUT /api/events/{id}": {
    countedBy: "imageUploadsByUser",
    why: "an edit writes the member's own row; an image counts",
  },
  "PUT /api/gigs/{id}": {
    countedBy: "imageUploadsByUser",
    why: "an edit writes the member's own row; an image counts",
  },
  "PUT /api/startups/{id}": {
    countedBy: "imageUploadsByUser",
    why: "an edit writes the member's own row; an image counts",
  },
  "DELETE /api/jobs/{id}": { bounded: "once per listing" },
  "DELETE /api/events/{id}": { bounded: "once per listing" },
  "DELETE /api/gigs/{id}": { bounded: "once per listing" },
  "DELETE /api/startups/{id}": { bounded: "once per listing" },
  "POST /api/jobs/{id}/close": { bounded: "once per listing: only a live one closes" },
  "POST /api/gigs/{id}/close": { bounded: "once per listing: only a live one closes" },
  "POST /api/jobs/{id}/apply": { bounded: "once per member and job (unique; a withdrawn application stays)" },
  "POST /api/applications/{id}/cancel": { bounded: "once per application: only a pending one is withdrawn" },
  "PUT /api/applications/{id}": { bounded: "once per application: only a pending one is decided (one mail)" },
  "PATCH /api/applications/{id}/stage": {
    bounded: "new and shortlisted mail no one; accepted or rejected is decided once per application",
  },
  "POST /api/jobs/{id}/applications/reject": {
    bounded: "once per application: only pending ones are rejected, each mailed once",
  },
  "PUT /api/bids/{id}": { bounded: "once per bid: only a pending one is decided" },
  "POST /api/bids/{id}/withdraw": { bounded: "once per bid: only a pending one is withdrawn" },
  "POST /api/consultations/{id}/cancel": {
    bounded: "once per consultation: only a pending one is cancelled",
  },
  "PUT /api/auth/update-profile": { bounded: "the member's own profile row; mails no one" },
  "DELETE /api/auth/delete-account": { bounded: "once per account" },
};

/** The write paths issue #41 named, with the rule each must name on its options. */
const required: Record<string, RateRuleName> = {
  "POST /api/notifications/read": "notificationsReadByUser",
  "POST /api/calendar/token": "calendarResetsByUser",
  "POST /api/events/{id}/interest": "eventInterestByUser",
  "DELETE /api/events/{id}/interest": "eventInterestByUser",
  "POST /api/saved-searches": "savedSearchChangesByUser",
  "PATCH /api/saved-searches/{id}": "savedSearchChangesByUser",
  "DELETE /api/saved-searches/{id}": "savedSearchChangesByUser",
  "PUT /api/applications/{id}/note": "applicantNotesByUser",
  "POST /api/consultations/{id}/reschedule": "reschedulesByUser",
};

const memberWrites = servedOperations(routeModules).filter(
  (o) => writes.has(o.method) && o.contract?.auth === "member",
);
const nameOf = (o: { method: string; path: string }) => `${o.method} ${o.path}`;
const sourceOf = (apiPath: string) =>
  readFileSync(path.join(root, "app", apiPath.replace(/\{(\w+)\}/g, "[$1]"), "route.ts"), "utf8");

describe("rate limits on state-changing member routes", () => {
  it("finds the routes", () => expect(memberWrites.length).toBeGreaterThan(30));

  it("each names a rule on its options or is exempt with a reason", () => {
    const missing = memberWrites.filter((o) => !o.contract?.rateLimit && !exempt[nameOf(o)]).map(nameOf);
    expect(missing).toEqual([]);
  });

  it("a rule named on the options is one of lib/rate-limit/rules.ts, with words for the caller", () => {
    const rules = Object.values(rateRules);
    for (const o of memberWrites.filter((w) => w.contract?.rateLimit)) {
      expect(rules, nameOf(o)).toContainEqual(o.contract!.rateLimit);
      expect(o.contract!.rateLimit!.message, nameOf(o)).toMatch(/^[A-Z].{20,}\.$/);
    }
  });

  it("the write paths the issue named each name their rule", () => {
    const served = new Map(memberWrites.map((o) => [nameOf(o), o.contract?.rateLimit]));
    for (const [name, rule] of Object.entries(required)) {
      expect(served.get(name), name).toEqual(rateRules[rule]);
    }
  });

  it("an exemption names a route that exists and has no rule, and a rule counted in the handler is there", () => {
    const served = new Map(memberWrites.map((o) => [nameOf(o), o]));
    for (const [name, why] of Object.entries(exempt)) {
      const op = served.get(name);
      expect(op, `${name} is not a member write route`).toBeDefined();
      expect(op!.contract?.rateLimit, `${name} names a rule: drop its exemption`).toBeUndefined();
      if ("countedBy" in why) {
        const source = why.in ? readFileSync(path.join(root, why.in), "utf8") : sourceOf(op!.path);
        expect(source, name).toMatch(new RegExp(`(limitRate\\(\\[|countRate\\()"${why.countedBy}"`));
        expect(why.why.length, name).toBeGreaterThan(10);
      } else {
        expect(why.bounded.length, name).toBeGreaterThan(10);
      }
    }
  });

  it("a form route outside /api that changes state counts against a rule (limitCaller)", () => {
    const routes = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return full === path.join(root, "app/api") ? [] : walk(full);
        return entry.name === "route.ts" ? [full] : [];
      });
    })(path.join(root, "app"));
    const changing = routes.filter((file) =>
      /export (async function|const) (POST|PUT|PATCH|DELETE)\b/.test(readFileSync(file, "utf8")),
    );
    expect(changing.map((f) => path.relative(root, f))).toContain(
      "app/[locale]/(member)/dashboard/(sections)/notifications/read/route.ts",
    );
    for (const file of changing) {
      expect(readFileSync(file, "utf8"), path.relative(root, file)).toMatch(/limitCaller\(rateRules\.\w+/);
    }
  });

  it("the API description shows a rule's 429 with its limit in words", () => {
    const doc = buildOpenApiDocument(routeModules, "http://localhost") as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>>;
    };
    expect(doc.paths["/api/calendar/token"]!.post!.responses["429"]!.description).toBe(
      "Too many calls: at most 10 calls in an hour per member. Retry-After says when to try again.",
    );
    expect(doc.paths["/api/consultations/{id}/reschedule"]!.post!.responses["429"]!.description).toContain(
      "at most 6 calls in a day per member",
    );
    expect(doc.paths["/api/jobs"]!.get!.responses).not.toHaveProperty("429");
  });
});
