// Listings after submission: a rejected one is edited and resubmitted (its reason kept in the history), a live
// one edited goes back to review when it changes, and a live job or gig is closed early (out of the lists, the
// sitemap and the feed; no more applications or bids). Every change has the authorization of creation.
import { describe, expect, it } from "vitest";
import { POST as bid } from "@/app/api/gigs/[id]/bids/route";
import { POST as closeGig } from "@/app/api/gigs/[id]/close/route";
import { GET as listGigs } from "@/app/api/gigs/route";
import { GET as jobFeed } from "@/app/[locale]/(public)/jobs/feed.xml/route";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { POST as closeJob } from "@/app/api/jobs/[id]/close/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { GET as listJobs, POST as postJob } from "@/app/api/jobs/route";
import sitemap from "@/app/sitemap";
import { db } from "@/lib/db";
import { site } from "@/lib/site/config";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";
import { approvedGigOf } from "@/tests/gigs";
import {
  clearListingLimits,
  ctx,
  formDataOf,
  formRequest,
  jobPayload,
  pngFile,
  postJobAs,
  setUpListingCast,
  type JobAnswer,
} from "@/tests/listings";

const cast = setUpListingCast();

const editJob = (cookie: string, id: string, body: Record<string, unknown>) =>
  putJob(apiRequest("PUT", `/api/jobs/${id}`, { body, cookie }), ctx(id));

async function decideJob(id: string, body: Record<string, unknown>) {
  expect((await editJob(cast.adminCookie, id, body)).status).toBe(200);
}

async function jobRow(id: string) {
  return db.job.findUniqueOrThrow({
    where: { id },
    select: { status: true, title: true, rejectionReason: true, closedAt: true, closedReason: true },
  });
}

async function listedJobTitles(title: string): Promise<string[]> {
  const res = await listJobs(
    apiRequest("GET", `/api/jobs?search=${encodeURIComponent(title)}&limit=5`),
    routeContext,
  );
  return ((await res.json()) as { jobs: JobAnswer[] }).jobs.map((j) => j.title);
}

/** A job the owner posts (with `payload`) and an admin approves. */
async function liveJob(payload: Record<string, unknown>) {
  const job = await postJobAs(cast.ownerCookie, payload);
  await decideJob(job.id, { status: "approved" });
  return job;
}

describe("a rejected listing", () => {
  it("is edited by its poster and resubmitted: back to pending, its reason kept on it and in the history", async () => {
    const job = await postJobAs(cast.ownerCookie);
    const reason = "Please resubmit with a salary range.";
    await decideJob(job.id, { status: "rejected", rejectionReason: reason });
    expect((await editJob(cast.otherCookie, job.id, jobPayload())).status).toBe(404);

    const res = await editJob(cast.ownerCookie, job.id, jobPayload({ title: `${job.title} v2` }));
    expect(res.status).toBe(200);
    const { job: answer } = (await res.json()) as { job: JobAnswer };
    expect(answer).toMatchObject({ title: `${job.title} v2`, status: "pending" });
    expect(answer.adminApproval.rejectionReason).toBe(reason);
    const history = await db.auditLog.findMany({
      where: { targetType: "job", targetId: job.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, reason: true, actorId: true },
    });
    expect(history.map((h) => [h.action, h.reason])).toEqual([
      ["listing.reject", reason],
      ["listing.resubmit", reason],
    ]);
    expect(history[1]!.actorId).toBe(cast.owner.id);

    // The admin decides again: an approval clears the old reason.
    await decideJob(job.id, { status: "approved" });
    expect(await jobRow(job.id)).toMatchObject({ status: "approved", rejectionReason: null });
  });

  it("is edited with the schema of creation: an over-long title is refused with the spec's message", async () => {
    const job = await postJobAs(cast.ownerCookie);
    await decideJob(job.id, { status: "rejected", rejectionReason: "Too vague" });
    const res = await editJob(cast.ownerCookie, job.id, jobPayload({ title: "T".repeat(161) }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.title).toBe("Title must be 160 characters or less");
    expect(await jobRow(job.id)).toMatchObject({ status: "rejected", title: job.title });
  });
});

describe("a live listing", () => {
  it("goes back to review when its poster changes it, and leaves the list until approved again", async () => {
    const payload = jobPayload();
    const job = await liveJob(payload);
    expect(await listedJobTitles(job.title)).toEqual([job.title]);
    expect((await editJob(cast.otherCookie, job.id, payload)).status).toBe(403);

    // Saved as it was: nothing changed, it stays live.
    expect((await editJob(cast.ownerCookie, job.id, payload)).status).toBe(200);
    expect((await jobRow(job.id)).status).toBe("approved");

    const changed = await editJob(cast.ownerCookie, job.id, { ...payload, salary: "₹30 - 40 LPA" });
    expect(changed.status).toBe(200);
    expect((await jobRow(job.id)).status).toBe("pending");
    expect(await listedJobTitles(job.title)).toEqual([]);
    const audit = await db.auditLog.findFirst({
      where: { targetId: job.id, action: "listing.edit_live" },
      select: { actorId: true },
    });
    expect(audit?.actorId).toBe(cast.owner.id);
  });

  it("an admin may edit another member's live listing; it stays live and the edit is audited", async () => {
    const payload = jobPayload();
    const job = await liveJob(payload);
    const res = await editJob(cast.adminCookie, job.id, { ...payload, location: "Hyderabad" });
    expect(res.status).toBe(200);
    expect((await res.json()).job).toMatchObject({ location: "Hyderabad", status: "approved" });
    expect(
      await db.auditLog.count({
        where: { targetId: job.id, action: "listing.edit", actorId: cast.admin.id },
      }),
    ).toBe(1);
  });
});

describe("closing a live job or gig", () => {
  const close = (cookie: string, id: string, body?: Record<string, unknown>) =>
    closeJob(apiRequest("POST", `/api/jobs/${id}/close`, { body, cookie }), ctx(id));

  it("takes a job out of the list, the sitemap and the feed, and refuses applications and edits (409)", async () => {
    const payload = jobPayload();
    const job = await liveJob(payload);
    const url = `${site.url}/job/${job.id}`;
    expect((await sitemap()).some((e) => e.url === url)).toBe(true);

    expect((await close(cast.otherCookie, job.id)).status).toBe(403);
    const res = await close(cast.ownerCookie, job.id, { reason: "Filled" });
    expect(res.status).toBe(200);
    expect((await res.json()).job).toMatchObject({ id: job.id, closedReason: "Filled" });
    expect(await jobRow(job.id)).toMatchObject({ status: "approved", closedReason: "Filled" });
    expect((await jobRow(job.id)).closedAt).toBeInstanceOf(Date);

    expect(await listedJobTitles(job.title)).toEqual([]);
    expect((await sitemap()).some((e) => e.url === url)).toBe(false);
    expect(await (await jobFeed()).text()).not.toContain(job.id);

    const applied = await apply(
      apiRequest("POST", `/api/jobs/${job.id}/apply`, {
        body: { name: "Arjun Rao", email: "arjun@example.com", coverLetter: "I build indexers." },
        cookie: cast.otherCookie,
      }),
      ctx(job.id),
    );
    expect(applied.status).toBe(409);
    expect((await close(cast.ownerCookie, job.id)).status).toBe(409);
    expect((await editJob(cast.ownerCookie, job.id, payload)).status).toBe(409);
    expect(await db.auditLog.count({ where: { targetId: job.id, action: "listing.close" } })).toBe(1);
  });

  it("refuses a listing that is not live (409), an unknown reason (400), and a stranger's pending one (404)", async () => {
    const job = await postJobAs(cast.ownerCookie);
    expect((await close(cast.otherCookie, job.id)).status).toBe(404);
    expect((await close(cast.ownerCookie, job.id)).status).toBe(409);
    await decideJob(job.id, { status: "approved" });
    expect((await close(cast.ownerCookie, job.id, { reason: "Bored" })).status).toBe(400);
    expect((await close(cast.adminCookie, job.id)).status).toBe(200);
    expect((await jobRow(job.id)).closedReason).toBe("Closed");
  });

  it("takes a gig out of the list and refuses bids (409); an admin may close it", async () => {
    await clearListingLimits(cast.owner.id);
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const closed = await closeGig(
      apiRequest("POST", `/api/gigs/${gig.id}/close`, {
        body: { reason: "Filled" },
        cookie: cast.adminCookie,
      }),
      ctx(gig.id),
    );
    expect(closed.status).toBe(200);
    expect((await closed.json()).gig).toMatchObject({ closedReason: "Filled" });
    const list = await listGigs(
      apiRequest("GET", `/api/gigs?search=${encodeURIComponent(gig.title)}&limit=5`),
      routeContext,
    );
    expect((await list.json()).total).toBe(0);
    const placed = await bid(
      apiRequest("POST", `/api/gigs/${gig.id}/bids`, {
        body: { amount: 35000, durationDays: 14, message: "Shipped three audits this year." },
        cookie: cast.otherCookie,
      }),
      ctx(gig.id),
    );
    expect(placed.status).toBe(409);
  });
});

describe("a job's logo", () => {
  it("is sent with the job as multipart, and answered as its image", async () => {
    await clearListingLimits(cast.owner.id);
    const { skills, requirements, benefits, ...fields } = jobPayload({ title: `Logo job ${uniqueSuffix()}` });
    const form = formDataOf({
      ...(fields as Record<string, string>),
      skills: skills.join(", "),
      requirements: requirements.join("\n"),
      benefits: benefits.join("\n"),
      image: await pngFile("logo.png", 120, 120),
    });
    const res = await postJob(formRequest("POST", "/api/jobs", form, cast.ownerCookie), routeContext);
    expect(res.status).toBe(201);
    const { job } = (await res.json()) as { job: { id: string; image: string | null } };
    expect(job.image).toMatch(/^\/api\/images\//);
  });
});
