// The poster's applicant pipeline: stages (who may move them, and from where), the private note (never in the
// applicant's own view nor any public read), bulk rejection (all or none, each applicant mailed once) and the
// CSV export (its content and escaping), for every persona (guest, applicant, poster, another member, admin).
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as stageRoute } from "@/app/api/applications/[id]/stage/route";
import { PUT as noteRoute } from "@/app/api/applications/[id]/note/route";
import { GET as mine } from "@/app/api/applications/mine/route";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { GET as jobApplications } from "@/app/api/jobs/[id]/applications/route";
import { GET as csvRoute } from "@/app/api/jobs/[id]/applications.csv/route";
import { POST as rejectRoute } from "@/app/api/jobs/[id]/applications/reject/route";
import { GET as jobRoute, PUT as putJob } from "@/app/api/jobs/[id]/route";
import { GET as jobsRoute } from "@/app/api/jobs/route";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext, sessionCookieFor } from "@/tests/accounts";
import { readOutbox } from "@/tests/helpers/outbox";
import { ctx, formRequest, listingCast, postJobAs } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;
let jobId = "";

type Person = { id: string; email: string; cookie: string };

async function newPerson(): Promise<Person> {
  const user = await createTestUser();
  return { id: user.id, email: user.email, cookie: await sessionCookieFor(user) };
}

async function applyAs(person: Person, name: string, coverLetter = "I ship indexers.") {
  const form = new FormData();
  form.append("name", name);
  form.append("email", person.email);
  form.append("coverLetter", coverLetter);
  const res = await apply(formRequest("POST", `/api/jobs/${jobId}/apply`, form, person.cookie), ctx(jobId));
  expect(res.status).toBe(201);
  return ((await res.json()) as { application: { id: string } }).application.id;
}

const moveAs = (cookie: string | undefined, id: string, stage: string) =>
  stageRoute(apiRequest("PATCH", `/api/applications/${id}/stage`, { body: { stage }, cookie }), ctx(id));
const noteAs = (cookie: string | undefined, id: string, note: string) =>
  noteRoute(apiRequest("PUT", `/api/applications/${id}/note`, { body: { note }, cookie }), ctx(id));
const rejectAs = (cookie: string | undefined, ids: string[], message = "") =>
  rejectRoute(
    apiRequest("POST", `/api/jobs/${jobId}/applications/reject`, { body: { ids, message }, cookie }),
    ctx(jobId),
  );
const csvAs = (cookie: string | undefined, query = "") =>
  csvRoute(apiRequest("GET", `/api/jobs/${jobId}/applications.csv${query}`, { cookie }), ctx(jobId));

const statusOf = async (id: string) =>
  db.jobApplication.findUniqueOrThrow({ where: { id }, select: { status: true, shortlistedAt: true } });

const mailsTo = async (email: string, subject: RegExp) =>
  (await readOutbox()).filter((m) => m.to === email.toLowerCase() && subject.test(m.subject));

async function expectRefused(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ success: false, code });
  expect(typeof body.message).toBe("string");
}

beforeAll(async () => {
  cast = await listingCast();
  jobId = (await postJobAs(cast.ownerCookie, { title: "Pipeline Engineer", company: "Graphline" })).id;
  const approve = await putJob(
    apiRequest("PUT", `/api/jobs/${jobId}`, { body: { action: "approve" }, cookie: cast.adminCookie }),
    ctx(jobId),
  );
  expect(approve.status).toBe(200);
});

describe("stages", () => {
  it("the poster and admins move new ↔ shortlisted; the API's status stays pending", async () => {
    const person = await newPerson();
    const id = await applyAs(person, "Asha Rao");
    const res = await moveAs(cast.ownerCookie, id, "shortlisted");
    expect(res.status).toBe(200);
    expect((await res.json()).application).toEqual({ id, status: "pending", stage: "shortlisted" });
    const first = (await statusOf(id)).shortlistedAt;
    expect(first).not.toBeNull();
    // Shortlisting again keeps the first time; an admin moves it back to new.
    expect((await moveAs(cast.ownerCookie, id, "shortlisted")).status).toBe(200);
    expect((await statusOf(id)).shortlistedAt).toEqual(first);
    const back = await moveAs(cast.adminCookie, id, "new");
    expect((await back.json()).application.stage).toBe("new");
    expect(await statusOf(id)).toEqual({ status: "pending", shortlistedAt: null });
  });

  it("the applicant, another member and a guest may not move it (403, 403, 401 in the error shape)", async () => {
    const person = await newPerson();
    const id = await applyAs(person, "Kabir Mehta");
    await expectRefused(await moveAs(undefined, id, "shortlisted"), 401, "unauthorized");
    await expectRefused(await moveAs(person.cookie, id, "shortlisted"), 403, "forbidden");
    await expectRefused(await moveAs(cast.otherCookie, id, "accepted"), 403, "forbidden");
    await expectRefused(await moveAs(cast.ownerCookie, "no-such-id", "accepted"), 404, "not_found");
    await expectRefused(await moveAs(cast.ownerCookie, id, "completed"), 400, "validation_failed");
    expect(await statusOf(id)).toEqual({ status: "pending", shortlistedAt: null });
  });

  it("accepting from shortlisted mails the applicant; a decided one no longer moves (409)", async () => {
    const person = await newPerson();
    const id = await applyAs(person, "Meera Iyer");
    await moveAs(cast.ownerCookie, id, "shortlisted");
    const res = await moveAs(cast.ownerCookie, id, "accepted");
    expect(res.status).toBe(200);
    expect((await res.json()).application).toEqual({ id, status: "accepted", stage: "accepted" });
    expect(await mailsTo(person.email, /application accepted/)).toHaveLength(1);
    await expectRefused(await moveAs(cast.ownerCookie, id, "new"), 409, "conflict");
    await expectRefused(await moveAs(cast.adminCookie, id, "rejected"), 409, "conflict");
    expect((await statusOf(id)).status).toBe("accepted");
  });

  it("the poster's list reads each stage and filters by it, oldest first when asked", async () => {
    const a = await applyAs(await newPerson(), "Filter One");
    const b = await applyAs(await newPerson(), "Filter Two");
    await moveAs(cast.ownerCookie, b, "shortlisted");
    const read = async (query: string) => {
      const res = await jobApplications(
        apiRequest("GET", `/api/jobs/${jobId}/applications${query}`, { cookie: cast.ownerCookie }),
        ctx(jobId),
      );
      expect(res.status).toBe(200);
      return (await res.json()) as {
        applications: { id: string; stage: string; createdAt: string }[];
        stages: Record<string, number>;
      };
    };
    const all = await read("");
    expect(all.applications.find((x) => x.id === a)?.stage).toBe("new");
    expect(all.applications.find((x) => x.id === b)?.stage).toBe("shortlisted");
    const shortlisted = await read("?stage=shortlisted");
    expect(shortlisted.applications.map((x) => x.id)).toContain(b);
    expect(shortlisted.applications.every((x) => x.stage === "shortlisted")).toBe(true);
    expect(shortlisted.stages.shortlisted).toBe(shortlisted.applications.length);
    const oldest = await read("?sort=oldest");
    const dates = oldest.applications.map((x) => x.createdAt);
    expect(dates).toEqual([...dates].sort());
  });
});

describe("the private note", () => {
  it("the poster and admins write it; the applicant, another member and guests may not", async () => {
    const person = await newPerson();
    const id = await applyAs(person, "Noted Person");
    await expectRefused(await noteAs(undefined, id, "x"), 401, "unauthorized");
    await expectRefused(await noteAs(person.cookie, id, "I am great"), 403, "forbidden");
    await expectRefused(await noteAs(cast.otherCookie, id, "x"), 403, "forbidden");
    const res = await noteAs(cast.ownerCookie, id, "  Strong Rust; call on Monday  ");
    expect(res.status).toBe(200);
    expect((await res.json()).application).toEqual({ id, note: "Strong Rust; call on Monday" });
    expect((await noteAs(cast.adminCookie, id, "Strong Rust; call on Monday (admin)")).status).toBe(200);
    await expectRefused(await noteAs(cast.ownerCookie, id, "x".repeat(2001)), 400, "validation_failed");
  });

  it("is in the poster's read only: never in the applicant's own view or a public read", async () => {
    const person = await newPerson();
    const id = await applyAs(person, "Secret Keeper");
    const secret = `private-note-${id}`;
    expect((await noteAs(cast.ownerCookie, id, secret)).status).toBe(200);

    const poster = await jobApplications(
      apiRequest("GET", `/api/jobs/${jobId}/applications`, { cookie: cast.ownerCookie }),
      ctx(jobId),
    );
    const row = (await poster.json()).applications.find((a: { id: string }) => a.id === id);
    expect(row.note).toBe(secret);

    const own = await mine(
      apiRequest("GET", "/api/applications/mine", { cookie: person.cookie }),
      routeContext,
    );
    expect(own.status).toBe(200);
    const ownText = await own.text();
    expect(ownText).toContain(id);
    expect(ownText).not.toContain(secret);
    expect(ownText).not.toContain("shortlisted");

    for (const cookie of [undefined, person.cookie, cast.otherCookie]) {
      const job = await jobRoute(apiRequest("GET", `/api/jobs/${jobId}`, { cookie }), ctx(jobId));
      expect(await job.text()).not.toContain(secret);
      const list = await jobsRoute(apiRequest("GET", "/api/jobs?limit=100", { cookie }), routeContext);
      expect(await list.text()).not.toContain(secret);
      const others = await jobApplications(
        apiRequest("GET", `/api/jobs/${jobId}/applications`, { cookie }),
        ctx(jobId),
      );
      expect(others.status).toBe(cookie ? 404 : 401);
      expect(await others.text()).not.toContain(secret);
    }
  });
});

describe("bulk rejection", () => {
  it("rejects every chosen applicant in one go and mails each once, with the poster's message", async () => {
    const people = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const ids = await Promise.all(people.map((p, i) => applyAs(p, `Bulk ${i}`)));
    await moveAs(cast.ownerCookie, ids[1]!, "shortlisted");
    // A repeated id counts once.
    const res = await rejectAs(cast.ownerCookie, [ids[0]!, ids[1]!, ids[0]!], "We chose someone with Go.");
    expect(res.status).toBe(200);
    expect((await res.json()).rejected.sort()).toEqual([ids[0], ids[1]].sort());
    for (const i of [0, 1]) {
      expect((await statusOf(ids[i]!)).status).toBe("rejected");
      const mails = await mailsTo(people[i]!.email, /application rejected/);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain("We chose someone with Go.");
    }
    expect((await statusOf(ids[2]!)).status).toBe("pending");
    expect(await mailsTo(people[2]!.email, /application rejected/)).toHaveLength(0);
  });

  it("is all or nothing: one applicant no longer pending, or of another job, changes none and mails none", async () => {
    const [p1, p2] = await Promise.all([newPerson(), newPerson()]);
    const pending = await applyAs(p1, "Still Pending");
    const accepted = await applyAs(p2, "Already Accepted");
    expect((await moveAs(cast.ownerCookie, accepted, "accepted")).status).toBe(200);
    await expectRefused(await rejectAs(cast.ownerCookie, [pending, accepted], "No."), 409, "conflict");
    expect((await statusOf(pending)).status).toBe("pending");
    expect((await statusOf(accepted)).status).toBe("accepted");
    expect(await mailsTo(p1.email, /application rejected/)).toHaveLength(0);

    const otherJob = await db.jobApplication.findFirst({
      where: { jobId: { not: jobId } },
      select: { id: true, status: true },
    });
    if (otherJob) {
      await expectRefused(await rejectAs(cast.ownerCookie, [pending, otherJob.id]), 404, "not_found");
      expect((await statusOf(otherJob.id)).status).toBe(otherJob.status);
    }
    await expectRefused(await rejectAs(cast.ownerCookie, [pending, "missing-id"]), 404, "not_found");
    await expectRefused(await rejectAs(cast.ownerCookie, []), 400, "validation_failed");
    expect((await statusOf(pending)).status).toBe("pending");
  });

  it("only the poster and admins may (403 applicant and other member, 401 guest)", async () => {
    const person = await newPerson();
    const id = await applyAs(person, "Bulk Guarded");
    await expectRefused(await rejectAs(undefined, [id]), 401, "unauthorized");
    await expectRefused(await rejectAs(person.cookie, [id]), 403, "forbidden");
    await expectRefused(await rejectAs(cast.otherCookie, [id]), 403, "forbidden");
    expect((await statusOf(id)).status).toBe("pending");
    expect((await rejectAs(cast.adminCookie, [id])).status).toBe(200);
    expect((await statusOf(id)).status).toBe("rejected");
  });
});

describe("CSV export", () => {
  it("is UTF-8 with a BOM, quotes every cell and neutralises formulas", async () => {
    const person = await newPerson();
    const id = await applyAs(person, '=HYPERLINK("http://evil")', 'Line one, "quoted"\nline two');
    await noteAs(cast.ownerCookie, id, "+call them; नमस्ते 🚀");
    const res = await csvAs(cast.ownerCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="applicants-.+\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const [header] = text.slice(1).split("\r\n");
    expect(header).toBe(
      "name,email,phone,location,experience,portfolio,stage,applied_at (IST),resume,note,cover_letter",
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")","${person.email}"`);
    expect(text).toContain(`"New",`);
    // Applied at, in India's time as a spreadsheet reads it (the header says IST), never a UTC ISO stamp.
    expect(text).toMatch(/"New","\d{4}-\d{2}-\d{2} \d{2}:\d{2}",/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    // A multipart form sends the line break as CRLF; inside quotes it stays part of the cell.
    expect(text).toMatch(/"'\+call them; नमस्ते 🚀","Line one, ""quoted""\r?\nline two"\r\n/);
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("follows the stage filter, and only the poster and admins get it", async () => {
    const person = await newPerson();
    const id = await applyAs(person, "Shortlisted For Csv");
    await moveAs(cast.ownerCookie, id, "shortlisted");
    const text = await (await csvAs(cast.adminCookie, "?stage=shortlisted")).text();
    const lines = text.trim().split("\r\n").slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes('"Shortlisted"'))).toBe(true);
    expect(text).toContain("Shortlisted For Csv");
    await expectRefused(await csvAs(undefined), 401, "unauthorized");
    await expectRefused(await csvAs(person.cookie), 403, "forbidden");
    await expectRefused(await csvAs(cast.otherCookie), 403, "forbidden");
  });
});
