// Both sides of a job application: the applicant's list and cancel, the poster's list, decisions and resume
// downloads, for every persona (guest, applicant, poster, another member, admin).
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as decide } from "@/app/api/applications/[id]/route";
import { POST as cancel } from "@/app/api/applications/[id]/cancel/route";
import { GET as resume } from "@/app/api/applications/[id]/resume/route";
import { GET as mine } from "@/app/api/applications/mine/route";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { GET as jobApplications } from "@/app/api/jobs/[id]/applications/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, latestMailTo, routeContext, sessionCookieFor } from "@/tests/accounts";
import { ctx, formRequest, listingCast, postJobAs } from "@/tests/listings";

const pdfBytes = new TextEncoder().encode("%PDF-1.4\nresume of a builder\n");

let cast: Awaited<ReturnType<typeof listingCast>>;
let applicant: { id: string; email: string; cookie: string };
let jobId = "";

async function applyAs(cookie: string, name: string, email: string, withResume = true) {
  const form = new FormData();
  form.append("name", name);
  form.append("email", email);
  form.append("coverLetter", "I have shipped three dApps on Polygon.");
  form.append("portfolio", "https://example.com/me");
  if (withResume) form.append("resume", new File([pdfBytes], "my resume.pdf"));
  const res = await apply(formRequest("POST", `/api/jobs/${jobId}/apply`, form, cookie), ctx(jobId));
  expect(res.status).toBe(201);
  return ((await res.json()) as { application: { id: string } }).application.id;
}

async function newApplicant() {
  const user = await createTestUser();
  return { id: user.id, email: user.email, cookie: await sessionCookieFor(user) };
}

const decideAs = (cookie: string | undefined, id: string, status: string) =>
  decide(apiRequest("PUT", `/api/applications/${id}`, { body: { status }, cookie }), ctx(id));

beforeAll(async () => {
  cast = await listingCast();
  const job = await postJobAs(cast.ownerCookie);
  jobId = job.id;
  const approve = await putJob(
    apiRequest("PUT", `/api/jobs/${jobId}`, { body: { action: "approve" }, cookie: cast.adminCookie }),
    ctx(jobId),
  );
  expect(approve.status).toBe(200);
  applicant = await newApplicant();
});

describe("the applicant's side", () => {
  it("lists their applications with the job and status, and cancels a pending one once", async () => {
    const id = await applyAs(applicant.cookie, "Asha Rao", applicant.email);
    const res = await mine(
      apiRequest("GET", "/api/applications/mine", { cookie: applicant.cookie }),
      routeContext,
    );
    expect(res.status).toBe(200);
    const { applications } = await res.json();
    expect(applications).toEqual([
      expect.objectContaining({
        id,
        status: "pending",
        job: expect.objectContaining({ id: jobId, isLive: true }),
      }),
    ]);
    expect(JSON.stringify(applications)).not.toContain("resume");

    const other = await cancel(
      apiRequest("POST", `/api/applications/${id}/cancel`, { cookie: cast.otherCookie }),
      ctx(id),
    );
    expect(other.status).toBe(404);
    const ok = await cancel(
      apiRequest("POST", `/api/applications/${id}/cancel`, { cookie: applicant.cookie }),
      ctx(id),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).application.status).toBe("cancelled");
    const again = await cancel(
      apiRequest("POST", `/api/applications/${id}/cancel`, { cookie: applicant.cookie }),
      ctx(id),
    );
    expect(again.status).toBe(409);
    expect(await db.jobApplication.findUniqueOrThrow({ where: { id }, select: { status: true } })).toEqual({
      status: "cancelled",
    });
  });

  it("refuses guests", async () => {
    const res = await mine(apiRequest("GET", "/api/applications/mine"), routeContext);
    expect(res.status).toBe(401);
  });
});

describe("the poster's side", () => {
  let id = "";
  let person: Awaited<ReturnType<typeof newApplicant>>;

  beforeAll(async () => {
    person = await newApplicant();
    id = await applyAs(person.cookie, "Kabir Mehta", person.email);
  });

  it("only the poster and admins read a job's applications; everyone else gets 404", async () => {
    const read = (cookie?: string) =>
      jobApplications(apiRequest("GET", `/api/jobs/${jobId}/applications`, { cookie }), ctx(jobId));
    expect((await read()).status).toBe(401);
    expect((await read(cast.otherCookie)).status).toBe(404);
    expect((await read(person.cookie)).status).toBe(404);
    for (const cookie of [cast.ownerCookie, cast.adminCookie]) {
      const res = await read(cookie);
      expect(res.status).toBe(200);
      const body = await res.json();
      const mineRow = body.applications.find((a: { id: string }) => a.id === id);
      expect(mineRow).toMatchObject({
        name: "Kabir Mehta",
        email: person.email,
        coverLetter: "I have shipped three dApps on Polygon.",
        portfolio: "https://example.com/me",
        resume: { name: "my resume.pdf", url: `/api/applications/${id}/resume`, inline: true },
      });
      expect(mineRow).not.toHaveProperty("resumeData");
    }
  });

  it("serves a PDF resume inline (it opens in the browser) to the poster and admins only", async () => {
    const get = (cookie?: string) =>
      resume(apiRequest("GET", `/api/applications/${id}/resume`, { cookie }), ctx(id));
    expect((await get()).status).toBe(401);
    expect((await get(cast.otherCookie)).status).toBe(404);
    expect((await get(person.cookie)).status).toBe(404);
    for (const cookie of [cast.ownerCookie, cast.adminCookie]) {
      const res = await get(cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''my%20resume.pdf");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdfBytes);
    }
  });

  it("answers 404 for an application without a resume", async () => {
    const someone = await newApplicant();
    const bare = await applyAs(someone.cookie, "No File", someone.email, false);
    const res = await resume(
      apiRequest("GET", `/api/applications/${bare}/resume`, { cookie: cast.ownerCookie }),
      ctx(bare),
    );
    expect(res.status).toBe(404);
  });

  it("decisions: only poster or admin, pending → accepted → completed, each mailed to the applicant", async () => {
    expect((await decideAs(undefined, id, "accepted")).status).toBe(401);
    expect((await decideAs(cast.otherCookie, id, "accepted")).status).toBe(404);
    expect((await decideAs(person.cookie, id, "accepted")).status).toBe(404);
    const bad = await decideAs(cast.ownerCookie, id, "cancelled");
    expect(bad.status).toBe(400);
    expect((await decideAs(cast.ownerCookie, id, "completed")).status).toBe(409);

    const ok = await decideAs(cast.ownerCookie, id, "accepted");
    expect(ok.status).toBe(200);
    expect((await ok.json()).application).toEqual({ id, status: "accepted" });
    const mail = await latestMailTo(person.email);
    expect(mail?.subject).toContain("application accepted");
    expect(mail?.text).toContain("accepted your application");

    expect((await decideAs(cast.adminCookie, id, "rejected")).status).toBe(409);
    const done = await decideAs(cast.adminCookie, id, "completed");
    expect(done.status).toBe(200);
    expect((await latestMailTo(person.email))?.subject).toContain("application completed");

    const list = await mine(
      apiRequest("GET", "/api/applications/mine", { cookie: person.cookie }),
      routeContext,
    );
    expect((await list.json()).applications[0]).toMatchObject({ id, status: "completed" });
  });

  it("of ten simultaneous decisions on one pending application exactly one wins", async () => {
    const someone = await newApplicant();
    const target = await applyAs(someone.cookie, "Race Case", someone.email, false);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        decideAs(i % 2 ? cast.ownerCookie : cast.adminCookie, target, i % 3 ? "accepted" : "rejected"),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });
});
