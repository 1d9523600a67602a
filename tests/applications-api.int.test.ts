import { beforeAll, describe, expect, it } from "vitest";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, sessionCookieFor } from "@/tests/accounts";
import { ctx, formDataOf, formRequest } from "@/tests/listings";

let cookie = "";
let jobId = "";

function applicationForm(overrides: Record<string, string | Blob> = {}) {
  return formDataOf({
    name: "Riya Sharma",
    email: "riya@example.com",
    phone: "+91 98765 00000",
    coverLetter: "I ship Solidity.",
    portfolio: "https://riya.dev",
    ...overrides,
  });
}

beforeAll(async () => {
  cookie = await sessionCookieFor(await createTestUser());
  const job = await db.job.findFirstOrThrow({ where: { status: "approved" }, select: { id: true } });
  jobId = job.id;
});

describe("POST /api/jobs/{id}/apply", () => {
  it("requires name, email and cover letter with the spec's message", async () => {
    const res = await apply(
      formRequest("POST", `/api/jobs/${jobId}/apply`, applicationForm({ coverLetter: " " }), cookie),
      ctx(jobId),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Please fill in all required fields");
  });

  it("takes the same fields as JSON, without a resume (as the OpenAPI description offers)", async () => {
    const applicant = await sessionCookieFor(await createTestUser());
    const body = {
      name: "Arjun Rao",
      email: "arjun@example.com",
      coverLetter: "I build indexers.",
      resume: "not a file",
    };
    const res = await apply(
      apiRequest("POST", `/api/jobs/${jobId}/apply`, { body, cookie: applicant }),
      ctx(jobId),
    );
    expect(res.status).toBe(201);
    const { application } = await res.json();
    const row = await db.jobApplication.findUniqueOrThrow({
      where: { id: application.id },
      select: { name: true, resumeName: true },
    });
    expect(row).toEqual({ name: "Arjun Rao", resumeName: null });
    const list = await apply(
      apiRequest("POST", `/api/jobs/${jobId}/apply`, { body: [body], cookie: applicant }),
      ctx(jobId),
    );
    expect(list.status).toBe(400);
  });

  it("takes a real PDF resume, refuses a renamed text file, and stores one application per member", async () => {
    const fake = new File([new TextEncoder().encode("hello")], "resume.pdf");
    const bad = await apply(
      formRequest("POST", `/api/jobs/${jobId}/apply`, applicationForm({ resume: fake }), cookie),
      ctx(jobId),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.resume).toBe("Please upload your resume as a PDF, DOC or DOCX file.");

    const pdf = new File([new TextEncoder().encode("%PDF-1.4\n%…\n")], "riya resume.pdf");
    const ok = await apply(
      formRequest("POST", `/api/jobs/${jobId}/apply`, applicationForm({ resume: pdf }), cookie),
      ctx(jobId),
    );
    expect(ok.status).toBe(201);
    const { application } = await ok.json();
    const row = await db.jobApplication.findUniqueOrThrow({
      where: { id: application.id },
      select: { resumeName: true, resumeMimeType: true, status: true },
    });
    expect(row).toEqual({
      resumeName: "riya resume.pdf",
      resumeMimeType: "application/pdf",
      status: "pending",
    });

    const again = await apply(
      formRequest("POST", `/api/jobs/${jobId}/apply`, applicationForm(), cookie),
      ctx(jobId),
    );
    expect(again.status).toBe(409);
  });

  it.each([
    ["just over 5 MB", 5 * 1024 * 1024 + 1, "Resumes can be at most 5MB."],
    ["6 MB", 6 * 1024 * 1024, undefined],
  ])("refuses a resume of %s with 413 and stores nothing", async (_, size, message) => {
    const member = await createTestUser();
    const memberCookie = await sessionCookieFor(member);
    const bytes = new Uint8Array(size);
    bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
    const res = await apply(
      formRequest(
        "POST",
        `/api/jobs/${jobId}/apply`,
        applicationForm({ resume: new File([bytes], "big.pdf") }),
        memberCookie,
      ),
      ctx(jobId),
    );
    expect(res.status).toBe(413);
    const body = await res.json();
    if (message) expect(body.errors.resume).toBe(message);
    expect(await db.jobApplication.count({ where: { userId: member.id } })).toBe(0);
  });

  it("refuses guests and unknown or unapproved jobs", async () => {
    expect(
      (await apply(formRequest("POST", `/api/jobs/${jobId}/apply`, applicationForm()), ctx(jobId))).status,
    ).toBe(401);
    const pending = await db.job.findFirstOrThrow({ where: { status: "pending" }, select: { id: true } });
    expect(
      (
        await apply(
          formRequest("POST", `/api/jobs/${pending.id}/apply`, applicationForm(), cookie),
          ctx(pending.id),
        )
      ).status,
    ).toBe(404);
  });

  it("refuses a job whose application deadline has passed, and stores nothing", async () => {
    const closed = await db.job.create({
      data: {
        title: "Closed Role",
        company: "Ledgerline",
        description: "Design lending vaults.",
        location: "Pune",
        status: "approved",
        applicationDeadline: new Date(Date.now() - 3 * 86_400_000),
      },
      select: { id: true },
    });
    const res = await apply(
      formRequest("POST", `/api/jobs/${closed.id}/apply`, applicationForm(), cookie),
      ctx(closed.id),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("Applications for this job have closed.");
    expect(await db.jobApplication.count({ where: { jobId: closed.id } })).toBe(0);
    await db.job.delete({ where: { id: closed.id } });
  });
});
