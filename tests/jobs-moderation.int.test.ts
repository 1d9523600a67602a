// Changing jobs: owner edits while pending, admin approval and rejection, the approval race, deletion.
import { describe, expect, it } from "vitest";
import { GET as getJobRoute, PUT as putJob, DELETE as deleteJob } from "@/app/api/jobs/[id]/route";
import { POST as postJob } from "@/app/api/jobs/route";
import { db } from "@/lib/db";
import { apiRequest, routeContext } from "@/tests/accounts";
import { ctx, jobPayload, setUpListingCast, postJobAs, type JobAnswer } from "@/tests/listings";

const cast = setUpListingCast();

type Job = JobAnswer;

const create = (overrides: Record<string, unknown> = {}, cookie = cast.ownerCookie): Promise<Job> =>
  postJobAs(cookie, overrides);

describe("changing jobs", () => {
  it("lets the owner edit while pending; after approval nobody decides it again", async () => {
    const job = await create();
    const edit = (cookie: string, title: string) =>
      putJob(apiRequest("PUT", `/api/jobs/${job.id}`, { body: jobPayload({ title }), cookie }), ctx(job.id));
    expect((await edit(cast.otherCookie, "Hijack")).status).toBe(404);
    const ok = await edit(cast.ownerCookie, "Renamed role");
    expect(ok.status).toBe(200);
    expect((await ok.json()).job.title).toBe("Renamed role");
    const approved = await putJob(
      apiRequest("PUT", `/api/jobs/${job.id}`, { body: { status: "approved" }, cookie: cast.adminCookie }),
      ctx(job.id),
    );
    expect(approved.status).toBe(200);
    const a = (await approved.json()).job as Job;
    expect(a.status).toBe("approved");
    expect(a.adminApproval).toMatchObject({ isApproved: true, approvedBy: cast.admin.username });
    const rejectLater = await putJob(
      apiRequest("PUT", `/api/jobs/${job.id}`, { body: { status: "rejected" }, cookie: cast.adminCookie }),
      ctx(job.id),
    );
    expect(rejectLater.status).toBe(409);
    // The poster's change of a live job sends it back to review (tests/listing-lifecycle.int.test.ts).
    const later = await edit(cast.ownerCookie, "Changed after approval");
    expect(later.status).toBe(200);
    expect((await later.json()).job.status).toBe("pending");
  });

  it("treats a member's status, adminApproval and action as ignored fields: the PUT is an edit", async () => {
    const job = await create();
    for (const extra of [
      { status: "approved" },
      { adminApproval: { isApproved: true } },
      { action: "approve" },
      { status: "rejected", adminApproval: { isApproved: false, rejectionReason: "x" } },
    ]) {
      const title = `Edited ${JSON.stringify(extra)}`;
      const res = await putJob(
        apiRequest("PUT", `/api/jobs/${job.id}`, {
          body: { ...jobPayload({ title }), ...extra },
          cookie: cast.ownerCookie,
        }),
        ctx(job.id),
      );
      expect(res.status, title).toBe(200);
      const edited = (await res.json()).job as Job;
      expect(edited.title).toBe(title);
      expect(edited.status).toBe("pending");
      expect(edited.adminApproval).toMatchObject({
        isApproved: false,
        approvedBy: null,
        rejectionReason: null,
      });
    }
    const row = await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { status: true } });
    expect(row.status).toBe("pending");
  });

  it("takes back the listing shape it answered (adminApproval, status, GoogleFormLink) as an edit", async () => {
    const job = await create({ googleFormLink: "https://forms.gle/apply-here" });
    expect(job.GoogleFormLink).toBe("https://forms.gle/apply-here");
    const shape = (
      await (
        await getJobRoute(apiRequest("GET", `/api/jobs/${job.id}`, { cookie: cast.ownerCookie }), ctx(job.id))
      ).json()
    ).job as Job & Record<string, unknown>;
    expect(shape.adminApproval.isApproved).toBe(false);
    const res = await putJob(
      apiRequest("PUT", `/api/jobs/${job.id}`, {
        body: { ...shape, title: "Shape sent back" },
        cookie: cast.ownerCookie,
      }),
      ctx(job.id),
    );
    expect(res.status).toBe(200);
    const edited = (await res.json()).job as Job;
    expect([edited.title, edited.status, edited.GoogleFormLink]).toEqual([
      "Shape sent back",
      "pending",
      "https://forms.gle/apply-here",
    ]);
  });

  it("accepts the link spelled GoogleFormLink on input, as the answers spell it", async () => {
    const job = await create({ GoogleFormLink: "https://forms.gle/capital-g" });
    expect(job.GoogleFormLink).toBe("https://forms.gle/capital-g");
    const bad = await postJob(
      apiRequest("POST", "/api/jobs", {
        body: jobPayload({ GoogleFormLink: "not a url" }),
        cookie: cast.ownerCookie,
      }),
      routeContext,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.googleFormLink).toBe("Please enter a valid URL");
  });

  it("rejects with 'Rejected by admin' unless a reason is given", async () => {
    const [a, b] = await Promise.all([create(), create()]);
    const r1 = await (
      await putJob(
        apiRequest("PUT", `/api/jobs/${a.id}`, {
          body: { adminApproval: { isApproved: false } },
          cookie: cast.adminCookie,
        }),
        ctx(a.id),
      )
    ).json();
    expect(r1.job).toMatchObject({
      status: "rejected",
      adminApproval: { isApproved: false, rejectionReason: "Rejected by admin" },
    });
    const r2 = await (
      await putJob(
        apiRequest("PUT", `/api/jobs/${b.id}`, {
          body: { status: "rejected", rejectionReason: "Duplicate post" },
          cookie: cast.adminCookie,
        }),
        ctx(b.id),
      )
    ).json();
    expect(r2.job.adminApproval.rejectionReason).toBe("Duplicate post");
  });

  it("applies twenty simultaneous approvals once", async () => {
    const job = await create();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        putJob(
          apiRequest("PUT", `/api/jobs/${job.id}`, {
            body: { status: "approved" },
            cookie: cast.adminCookie,
          }),
          ctx(job.id),
        ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const row = await db.job.findUniqueOrThrow({
      where: { id: job.id },
      select: { status: true, approvedById: true },
    });
    expect(row).toEqual({ status: "approved", approvedById: cast.admin.id });
  });

  it("lets the owner or an admin delete, and nobody else", async () => {
    const [a, b] = await Promise.all([create(), create()]);
    expect(
      (await deleteJob(apiRequest("DELETE", `/api/jobs/${a.id}`, { cookie: cast.otherCookie }), ctx(a.id)))
        .status,
    ).toBe(404);
    expect((await deleteJob(apiRequest("DELETE", `/api/jobs/${a.id}`), ctx(a.id))).status).toBe(401);
    expect(
      (await deleteJob(apiRequest("DELETE", `/api/jobs/${a.id}`, { cookie: cast.ownerCookie }), ctx(a.id)))
        .status,
    ).toBe(200);
    expect(
      (await deleteJob(apiRequest("DELETE", `/api/jobs/${b.id}`, { cookie: cast.adminCookie }), ctx(b.id)))
        .status,
    ).toBe(200);
    expect(await db.job.count({ where: { id: { in: [a.id, b.id] } } })).toBe(0);
  });
});
