// A member's applications, whatever the jobs, are counted (each one mails its poster): past applicationsByUser the
// next is 429 with the rule's words and Retry-After, and nothing is written; another member is still served.
import { describe, expect, it } from "vitest";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { db } from "@/lib/db";
import { rateRules } from "@/lib/rate-limit/rules";
import { apiRequest, createTestUser, sessionCookieFor } from "@/tests/accounts";
import { approvedJobBy, ctx, setUpListingCast } from "@/tests/listings";

const cast = setUpListingCast();

async function applicant() {
  const user = await createTestUser();
  return { ...user, cookie: await sessionCookieFor(user) };
}

const applyAs = (jobId: string, who: { email: string; cookie: string }) =>
  apply(
    apiRequest("POST", `/api/jobs/${jobId}/apply`, {
      body: { name: "Asha Rao", email: who.email, coverLetter: "I ship indexers." },
      cookie: who.cookie,
    }),
    ctx(jobId),
  );

describe("applications per member", () => {
  it("past the limit, 429 with the rule's words and nothing written; another member applies", async () => {
    const job = await approvedJobBy<{ id: string }>(
      { id: cast.owner.id, cookie: cast.ownerCookie },
      cast.adminCookie,
      {},
    );
    const rule = rateRules.applicationsByUser;
    const busy = await applicant();
    const key = `${rule.key}:${busy.id}`;
    await db.rateLimit.upsert({
      where: { key },
      create: { key, count: rule.limit, resetAt: new Date(Date.now() + rule.windowSeconds * 1000) },
      update: { count: rule.limit },
    });
    const refused = await applyAs(job.id, busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ success: false, code: "rate_limited", message: rule.message });
    expect(await db.jobApplication.count({ where: { jobId: job.id, userId: busy.id } })).toBe(0);

    const other = await applicant();
    expect((await applyAs(job.id, other)).status).toBe(201);
  });
});
