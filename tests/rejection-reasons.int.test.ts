// The reason of a rejection, per path: the back office (bulk, every kind) and every reject call need 5–500
// characters; the documented PUT /api/jobs/{id} still rejects without one ('Rejected by admin', as the spec
// says), and then the poster is told plainly that no reason was given. Event reject: events-moderation.
import { describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/api/admin/listings/bulk/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { PUT as putStartup } from "@/app/api/startups/[id]/route";
import { POST as postStartup } from "@/app/api/startups/route";
import { GET as myJobs } from "@/app/api/jobs/user/my-jobs/route";
import { db } from "@/lib/db";
import { apiRequest, latestMailTo, routeContext, uniqueSuffix } from "@/tests/accounts";
import { decideGig, postGigAs } from "@/tests/gigs";
import { ctx, postJobAs, setUpListingCast } from "@/tests/listings";

const cast = setUpListingCast();

const bulkAs = (body: unknown) =>
  bulk(apiRequest("POST", "/api/admin/listings/bulk", { body, cookie: cast.adminCookie }), routeContext);

const rejectJob = (id: string, body: unknown) =>
  putJob(apiRequest("PUT", `/api/jobs/${id}`, { body, cookie: cast.adminCookie }), ctx(id));

const short = "Please give a reason of at least 5 characters";

describe("the back office's bulk rejection", () => {
  it.each([
    ["no reason", {}, short],
    ["a blank reason", { rejectionReason: "    " }, short],
    ["a reason under 5 characters", { rejectionReason: " Dup " }, short],
    [
      "a reason over 500 characters",
      { rejectionReason: "x".repeat(501) },
      "Reason must be 500 characters or less",
    ],
  ] as const)(
    "refuses %s with a 400 naming rejectionReason, and decides nothing",
    async (_, extra, message) => {
      const [a, b] = [await postJobAs(cast.ownerCookie), await postJobAs(cast.ownerCookie)];
      const res = await bulkAs({ type: "job", ids: [a.id, b.id], action: "reject", ...extra });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ rejectionReason: message });
      const statuses = await db.job.findMany({
        where: { id: { in: [a.id, b.id] } },
        select: { status: true },
      });
      expect(statuses.map((s) => s.status)).toEqual(["pending", "pending"]);
    },
  );

  it("rejects with a reason of 5 characters and answers { count, results }; approving needs none", async () => {
    const [a, b] = [await postJobAs(cast.ownerCookie), await postJobAs(cast.ownerCookie)];
    const res = await bulkAs({ type: "job", ids: [a.id], action: "reject", rejectionReason: " Spam links " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      count: 1,
      results: [{ id: a.id, outcome: "rejected", status: "rejected" }],
    });
    expect((await db.job.findUniqueOrThrow({ where: { id: a.id } })).rejectionReason).toBe("Spam links");
    expect((await latestMailTo(cast.owner.email))?.text).toContain("Reason: Spam links.");
    expect((await bulkAs({ type: "job", ids: [b.id], action: "approve" })).status).toBe(200);
  });
});

describe("each kind's reject call", () => {
  it("PUT /api/gigs/{id} and PUT /api/startups/{id} need a reason of 5 characters or more", async () => {
    const gig = await postGigAs(cast.ownerCookie);
    for (const body of [{ action: "reject" }, { status: "rejected", rejectionReason: "Nah" }]) {
      const res = await decideGig(cast.adminCookie, gig.id, body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ rejectionReason: short });
    }
    expect(
      (await decideGig(cast.adminCookie, gig.id, { action: "reject", rejectionReason: "Too vague" })).status,
    ).toBe(200);

    const created = await postStartup(
      apiRequest("POST", "/api/startups", {
        body: {
          name: `Kisan Ledger ${uniqueSuffix()}`,
          shortDescription: "Crop loans on-chain for farmer co-operatives.",
          description: "We tokenise warehouse receipts so co-operatives can borrow against stored grain.",
          industry: "AgriFinance",
          stage: "Pre-seed",
          location: "Nagpur",
          teamSize: "5-10",
          founded: 2025,
          website: "https://kisanledger.example",
          contactEmail: "founders@kisanledger.example",
        },
        cookie: cast.ownerCookie,
      }),
      routeContext,
    );
    expect(created.status).toBe(201);
    const startup = ((await created.json()) as { startup: { id: string } }).startup;
    const put = (body: unknown) =>
      putStartup(
        apiRequest("PUT", `/api/startups/${startup.id}`, { body, cookie: cast.adminCookie }),
        ctx(startup.id),
      );
    const bare = await put({ adminApproval: { isApproved: false } });
    expect(bare.status).toBe(400);
    expect((await bare.json()).errors).toEqual({ rejectionReason: short });
    expect((await db.startup.findUniqueOrThrow({ where: { id: startup.id } })).status).toBe("pending");
  });

  it("PUT /api/jobs/{id} without a reason rejects with the spec's value; the poster is told no reason was given", async () => {
    const job = await postJobAs(cast.ownerCookie);
    const res = await rejectJob(job.id, { status: "rejected" });
    expect(res.status).toBe(200);
    expect((await res.json()).job.adminApproval).toMatchObject({
      isApproved: false,
      rejectionReason: "Rejected by admin",
    });
    const mail = await latestMailTo(cast.owner.email);
    expect(mail?.subject).toBe(`${job.title}: not approved`);
    expect(mail?.text).toContain(`was not approved. No reason was given.`);
    expect(mail?.text).not.toContain("Reason:");
    const mine = await myJobs(
      apiRequest("GET", "/api/jobs/user/my-jobs", { cookie: cast.ownerCookie }),
      routeContext,
    );
    const row = (await mine.json()).jobs.find((j: { id: string }) => j.id === job.id);
    expect(row.adminApproval.rejectionReason).toBe("Rejected by admin");
  });

  it("PUT /api/jobs/{id} with a reason needs 5–500 characters (a blank one counts as none)", async () => {
    const job = await postJobAs(cast.ownerCookie);
    const res = await rejectJob(job.id, { status: "rejected", rejectionReason: "Dup" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ rejectionReason: short });
    const blank = await rejectJob(job.id, { adminApproval: { isApproved: false, rejectionReason: "  " } });
    expect(blank.status).toBe(200);
    expect((await blank.json()).job.adminApproval.rejectionReason).toBe("Rejected by admin");
  });
});
