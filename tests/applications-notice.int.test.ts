// A new application: the poster (or the job's contact address) and the applicant are mailed, and the applicant's
// applied jobs are readable by them alone (GET /api/applications/mine/ids, what the cached list pages mark Applied).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as appliedIds } from "@/app/api/applications/mine/ids/route";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, uniqueSuffix } from "@/tests/accounts";
import { mailsTo } from "@/tests/helpers/api";
import { ctx, formRequest, listingCast, postJobAs } from "@/tests/listings";

// The mail module, failing while `mail.down` is set.
const mail = vi.hoisted(() => ({ down: false }));
vi.mock("@/lib/mail/send", async (original) => {
  const real = await original<typeof import("@/lib/mail/send")>();
  return {
    ...real,
    sendMail: async (m: Parameters<typeof real.sendMail>[0]) => {
      if (mail.down) throw new Error("Resend refused the message: service unavailable");
      return real.sendMail(m);
    },
  };
});

let cast: Awaited<ReturnType<typeof listingCast>>;

/** A job posted by the cast's owner (overrides laid over a valid one) and approved. */
async function approvedJob(overrides: Record<string, unknown> = {}) {
  const job = await postJobAs(cast.ownerCookie, overrides);
  const res = await putJob(
    apiRequest("PUT", `/api/jobs/${job.id}`, { body: { action: "approve" }, cookie: cast.adminCookie }),
    ctx(job.id),
  );
  expect(res.status).toBe(200);
  return job;
}

async function newApplicant() {
  const user = await createTestUser();
  return { ...user, cookie: await sessionCookieFor(user) };
}

async function applyAs(cookie: string, jobId: string, name = "Asha Rao", email = "asha.rao@example.com") {
  const form = new FormData();
  form.append("name", name);
  form.append("email", email);
  form.append("coverLetter", "I have shipped three dApps on Polygon.");
  const res = await apply(formRequest("POST", `/api/jobs/${jobId}/apply`, form, cookie), ctx(jobId));
  expect(res.status).toBe(201);
  return ((await res.json()) as { application: { id: string; createdAt: string } }).application;
}

const readIds = (cookie?: string) =>
  appliedIds(apiRequest("GET", "/api/applications/mine/ids", { cookie }), routeContext);

beforeAll(async () => {
  cast = await listingCast();
});

describe("the mails of a new application", () => {
  it("tells the poster who applied, with a link to the applicants, and confirms to the applicant", async () => {
    const job = await approvedJob();
    const applicant = await newApplicant();
    const name = `Asha ${uniqueSuffix()}`;
    await applyAs(applicant.cookie, job.id, name, "asha.typed@example.com");

    const posterMails = (await mailsTo(cast.owner.email)).filter(
      (m) => m.subject === `New application for ${job.title}`,
    );
    expect(posterMails).toHaveLength(1);
    const [toPoster] = posterMails;
    expect(toPoster).toMatchObject({
      subject: `New application for ${job.title}`,
      replyTo: "asha.typed@example.com",
    });
    expect(toPoster!.text).toContain(`${name} applied to ${job.title}`);
    expect(toPoster!.text).toContain(new URL(`/dashboard/jobs/${job.id}/applications`, env.SITE_URL).href);

    // The confirmation goes to the member's own account, and never shows the poster's address.
    const toApplicant = await mailsTo(applicant.email);
    expect(toApplicant.map((m) => m.subject)).toEqual([`Application sent: ${job.title}`]);
    expect(toApplicant[0]!.text).toContain(
      `Your application for ${job.title} at Chainwala Labs has been sent`,
    );
    for (const part of [toApplicant[0]!.text, toApplicant[0]!.html, toApplicant[0]!.replyTo ?? ""]) {
      expect(part).not.toContain(cast.owner.email);
      expect(part).not.toContain("hiring@chainwala.example");
    }
  });

  it("mails the job's contact address when it has no poster account", async () => {
    const contact = `jobs-${uniqueSuffix()}@kernel.example`;
    const job = await approvedJob({ contactEmail: contact });
    await db.job.update({ where: { id: job.id }, data: { postedById: null } });
    const applicant = await newApplicant();
    await applyAs(applicant.cookie, job.id, "Farah Khan");
    const mails = await mailsTo(contact);
    expect(mails.map((m) => m.subject)).toEqual([`New application for ${job.title}`]);
    expect(mails[0]!.text).toContain("Farah Khan applied to");
    expect((await mailsTo(applicant.email)).map((m) => m.subject)).toEqual([
      `Application sent: ${job.title}`,
    ]);
  });

  it("takes the application when mail is down, and keeps both mails for Send again", async () => {
    const job = await approvedJob();
    const applicant = await newApplicant();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    mail.down = true;
    try {
      const application = await applyAs(applicant.cookie, job.id, "Meera Iyer");
      expect(await db.jobApplication.count({ where: { id: application.id } })).toBe(1);
    } finally {
      mail.down = false;
      quiet.mockRestore();
    }
    const kept = await db.failedMail.findMany({
      where: { to: { in: [cast.owner.email, applicant.email] }, subject: { contains: job.title } },
      select: { label: true, to: true, subject: true },
    });
    expect(kept).toEqual(
      expect.arrayContaining([
        { label: "application received", to: cast.owner.email, subject: `New application for ${job.title}` },
        { label: "application confirmation", to: applicant.email, subject: `Application sent: ${job.title}` },
      ]),
    );
    expect(kept).toHaveLength(2);
  });

  it("sends nothing for an application that is refused", async () => {
    const job = await approvedJob();
    const applicant = await newApplicant();
    await applyAs(applicant.cookie, job.id);
    const form = new FormData();
    form.append("name", "Asha Rao");
    form.append("email", "asha@example.com");
    form.append("coverLetter", "Again.");
    const again = await apply(
      formRequest("POST", `/api/jobs/${job.id}/apply`, form, applicant.cookie),
      ctx(job.id),
    );
    expect(again.status).toBe(409);
    expect(await mailsTo(applicant.email)).toHaveLength(1);
  });
});

describe("GET /api/applications/mine/ids", () => {
  it("refuses guests", async () => {
    const res = await readIds();
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it("answers the caller's own applied jobs with their dates, newest first, and nobody else's", async () => {
    const [first, second] = [await approvedJob(), await approvedJob()];
    const me = await newApplicant();
    const other = await newApplicant();
    const a = await applyAs(me.cookie, first.id);
    const b = await applyAs(me.cookie, second.id);
    await applyAs(other.cookie, first.id);

    const res = await readIds(me.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      applied: [
        { jobId: second.id, appliedAt: b.createdAt },
        { jobId: first.id, appliedAt: a.createdAt },
      ],
    });
    const mine = (await (await readIds(other.cookie)).json()) as { applied: { jobId: string }[] };
    expect(mine.applied.map((x) => x.jobId)).toEqual([first.id]);
  });
});
