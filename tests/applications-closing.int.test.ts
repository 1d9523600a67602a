// Closing a job decides the applications still open on it: each pending one (new or shortlisted) is closed in one
// statement, its applicant notified with the change and mailed once after the answer; decided ones stay as they
// are. The applicant's list and the poster's pipeline say so.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as decide } from "@/app/api/applications/[id]/route";
import { PATCH as stage } from "@/app/api/applications/[id]/stage/route";
import { GET as mine } from "@/app/api/applications/mine/route";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { GET as jobApplications } from "@/app/api/jobs/[id]/applications/route";
import { POST as closeJob } from "@/app/api/jobs/[id]/close/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext, sessionCookieFor } from "@/tests/accounts";
import { readOutbox } from "@/tests/helpers/outbox";
import { ctx, listingCast, postJobAs } from "@/tests/listings";

// next/server's after(): the work a handler leaves for after its answer waits here until the test runs it.
const afterResponse = vi.hoisted(() => {
  const tasks: (() => unknown)[] = [];
  return {
    tasks,
    async run() {
      while (tasks.length) await tasks.shift()!();
    },
  };
});
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => unknown) => void afterResponse.tasks.push(task),
}));

type Person = { id: string; email: string; cookie: string };

let cast: Awaited<ReturnType<typeof listingCast>>;

async function newPerson(): Promise<Person> {
  const user = await createTestUser();
  return { id: user.id, email: user.email, cookie: await sessionCookieFor(user) };
}

async function liveJob() {
  const job = await postJobAs(cast.ownerCookie);
  const approve = await putJob(
    apiRequest("PUT", `/api/jobs/${job.id}`, { body: { action: "approve" }, cookie: cast.adminCookie }),
    ctx(job.id),
  );
  expect(approve.status).toBe(200);
  return job;
}

async function applyAs(jobId: string, person: Person, name: string) {
  const res = await apply(
    apiRequest("POST", `/api/jobs/${jobId}/apply`, {
      body: { name, email: person.email, coverLetter: "I ship indexers." },
      cookie: person.cookie,
    }),
    ctx(jobId),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { application: { id: string } }).application.id;
}

const close = (cookie: string, jobId: string, reason: "Filled" | "Closed") =>
  closeJob(apiRequest("POST", `/api/jobs/${jobId}/close`, { body: { reason }, cookie }), ctx(jobId));

const mailsTo = async (email: string) => (await readOutbox()).filter((m) => m.to === email.toLowerCase());

const statusOf = async (id: string) =>
  (await db.jobApplication.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

beforeAll(async () => {
  cast = await listingCast();
});

describe("closing a job with applicants", () => {
  it("closes every open application, notifies and then mails each applicant once; decided ones stay", async () => {
    const job = await liveJob();
    const [fresh, shortlisted, accepted, rejected] = await Promise.all([
      newPerson(),
      newPerson(),
      newPerson(),
      newPerson(),
    ]);
    const ids = {
      fresh: await applyAs(job.id, fresh, "Asha Rao"),
      shortlisted: await applyAs(job.id, shortlisted, "Vikram Iyer"),
      accepted: await applyAs(job.id, accepted, "Meera Nair"),
      rejected: await applyAs(job.id, rejected, "Kabir Shah"),
    };
    const move = (id: string, to: string) =>
      stage(
        apiRequest("PATCH", `/api/applications/${id}/stage`, {
          body: { stage: to },
          cookie: cast.ownerCookie,
        }),
        ctx(id),
      );
    expect((await move(ids.shortlisted, "shortlisted")).status).toBe(200);
    for (const [id, status] of [
      [ids.accepted, "accepted"],
      [ids.rejected, "rejected"],
    ] as const) {
      const res = await decide(
        apiRequest("PUT", `/api/applications/${id}`, { body: { status }, cookie: cast.ownerCookie }),
        ctx(id),
      );
      expect(res.status).toBe(200);
    }
    await afterResponse.run();
    const mailedBefore = (await mailsTo(shortlisted.email)).length;

    const res = await close(cast.ownerCookie, job.id, "Filled");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, closedApplications: 2 });

    // Recorded with the close: the open ones are closed, the decided ones untouched.
    expect(await statusOf(ids.fresh)).toBe("closed");
    expect(await statusOf(ids.shortlisted)).toBe("closed");
    expect(await statusOf(ids.accepted)).toBe("accepted");
    expect(await statusOf(ids.rejected)).toBe("rejected");
    for (const person of [fresh, shortlisted]) {
      const notes = await db.notification.findMany({
        where: { userId: person.id, title: { contains: job.title } },
        select: { title: true, body: true, href: true },
      });
      expect(notes).toEqual([
        {
          title: `Your application for ${job.title}: closed`,
          body: "The position has been filled.",
          href: "/dashboard/applications",
        },
      ]);
    }
    const noticesOf = async (person: Person) =>
      db.notification.count({ where: { userId: person.id, title: { contains: ": closed" } } });
    expect(await noticesOf(accepted)).toBe(0);
    expect(await noticesOf(rejected)).toBe(0);

    // The mails go after the answer, never within it.
    expect(await mailsTo(shortlisted.email)).toHaveLength(mailedBefore);
    await afterResponse.run();
    for (const person of [fresh, shortlisted]) {
      const mails = (await mailsTo(person.email)).filter((m) => m.subject.endsWith("position filled"));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`${job.title}: position filled`);
      expect(mails[0]!.text).toContain("has filled this position, so your application will not go further");
    }
    for (const person of [accepted, rejected]) {
      expect((await mailsTo(person.email)).filter((m) => m.subject.endsWith("position filled"))).toEqual([]);
    }

    // The applicant's own list: closed, no longer pending (so no Cancel).
    const list = await mine(
      apiRequest("GET", "/api/applications/mine", { cookie: shortlisted.cookie }),
      routeContext,
    );
    expect((await list.json()).applications).toEqual([
      expect.objectContaining({ id: ids.shortlisted, status: "closed" }),
    ]);

    // The poster's pipeline: nobody waits, two were told.
    const pipeline = await jobApplications(
      apiRequest("GET", `/api/jobs/${job.id}/applications`, { cookie: cast.ownerCookie }),
      ctx(job.id),
    );
    const read = (await pipeline.json()) as {
      job: { closedReason: string | null };
      stages: Record<string, number>;
    };
    expect(read.job.closedReason).toBe("Filled");
    expect(read.stages).toMatchObject({ new: 0, shortlisted: 0, accepted: 1, rejected: 1, closed: 2 });
    const closedOnly = await jobApplications(
      apiRequest("GET", `/api/jobs/${job.id}/applications?stage=closed`, { cookie: cast.ownerCookie }),
      ctx(job.id),
    );
    expect(
      ((await closedOnly.json()) as { applications: { id: string }[] }).applications.map((a) => a.id).sort(),
    ).toEqual([ids.fresh, ids.shortlisted].sort());
  });

  it("says the job was closed (not filled) when closed for another reason, and a closed application no longer moves", async () => {
    const job = await liveJob();
    const person = await newPerson();
    const id = await applyAs(job.id, person, "Ira Das");
    await afterResponse.run();
    const res = await close(cast.adminCookie, job.id, "Closed");
    expect(res.status).toBe(200);
    expect((await res.json()).closedApplications).toBe(1);
    await afterResponse.run();
    const [mail] = (await mailsTo(person.email)).filter((m) => m.subject.startsWith(job.title));
    expect(mail?.subject).toBe(`${job.title}: job closed`);
    expect(mail?.text).toContain("closed this job, so your application will not go further");
    const note = await db.notification.findFirstOrThrow({
      where: { userId: person.id, title: `Your application for ${job.title}: closed` },
      select: { body: true },
    });
    expect(note.body).toBe("The job was closed.");

    // Closed is final: the poster can no longer accept it, nor the applicant cancel it.
    const accept = await decide(
      apiRequest("PUT", `/api/applications/${id}`, {
        body: { status: "accepted" },
        cookie: cast.ownerCookie,
      }),
      ctx(id),
    );
    expect(accept.status).toBe(409);
    expect(await statusOf(id)).toBe("closed");
  });

  it("a job closed with nobody waiting tells nobody", async () => {
    const job = await liveJob();
    const res = await close(cast.ownerCookie, job.id, "Filled");
    expect(res.status).toBe(200);
    expect((await res.json()).closedApplications).toBe(0);
    expect(afterResponse.tasks).toHaveLength(0);
  });
});
