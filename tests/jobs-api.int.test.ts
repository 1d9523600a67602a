import { describe, expect, it } from "vitest";
import { GET as getJobRoute, PUT as putJob } from "@/app/api/jobs/[id]/route";
import { GET as listAll } from "@/app/api/jobs/all/route";
import { GET as listJobsRoute, POST as postJob } from "@/app/api/jobs/route";
import { GET as myJobs } from "@/app/api/jobs/user/my-jobs/route";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";
import { ctx, jobPayload, setUpListingCast, postJobAs, type JobAnswer } from "@/tests/listings";

const cast = setUpListingCast();

type Job = JobAnswer;

const create = (overrides: Record<string, unknown> = {}, cookie = cast.ownerCookie): Promise<Job> =>
  postJobAs(cookie, overrides);

describe("POST /api/jobs", () => {
  it("refuses guests with 401", async () => {
    const res = await postJob(apiRequest("POST", "/api/jobs", { body: jobPayload() }), routeContext);
    expect(res.status).toBe(401);
  });

  it("creates a pending 'User' job whatever status, approval or poster the client sends", async () => {
    const job = await create({
      status: "approved",
      postedByTag: "Admin",
      postedBy: cast.other.id,
      id: "x",
      adminApproval: { isApproved: true },
    });
    expect(job.status).toBe("pending");
    expect(job.postedByTag).toBe("User");
    expect(job.postedBy?.id).toBe(cast.owner.id);
    expect(job.adminApproval.isApproved).toBe(false);
    expect(job._id).toBe(job.id);
  });

  it.each([
    [{ title: "  " }, "title", "Title is required"],
    [{ company: "" }, "company", "Company name is required"],
    [{ description: " " }, "description", "Job description is required"],
    [{ location: "" }, "location", "Location is required"],
    [{ shortDescription: "x".repeat(201) }, "shortDescription", "Description must be 200 characters or less"],
    [{ websiteLink: "not a url" }, "websiteLink", "Please enter a valid URL"],
    [{ contactEmail: "nope" }, "contactEmail", "Please enter a valid email address"],
    [{ contactPhone: "12345" }, "contactPhone", "Please enter a valid phone number"],
  ])("answers 400 with the spec's message for %j", async (override, field, message) => {
    const res = await postJob(
      apiRequest("POST", "/api/jobs", { body: jobPayload(override), cookie: cast.ownerCookie }),
      routeContext,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[field]).toBe(message);
    expect(body.success).toBe(false);
  });

  it("accepts skills as comma text and requirements as lines, with the spec's defaults", async () => {
    const job = (await create({
      skills: "Rust, Solana ,  Anchor",
      requirements: "One\nTwo\n\n",
      experience: undefined,
      jobType: undefined,
      type: undefined,
    })) as Job & {
      skills: string[];
      requirements: string[];
      experience: string;
      jobType: string;
      type: string;
    };
    expect(job.skills).toEqual(["Rust", "Solana", "Anchor"]);
    expect(job.requirements).toEqual(["One", "Two"]);
    expect([job.experience, job.jobType, job.type]).toEqual(["Entry level", "Full-time", "Job"]);
  });
});

describe("reading jobs", () => {
  it("hides a pending job from guests and other members, not from its owner and admins", async () => {
    const job = await create();
    const as = async (cookie?: string) =>
      (await getJobRoute(apiRequest("GET", `/api/jobs/${job.id}`, { cookie }), ctx(job.id))).status;
    expect(await as()).toBe(404);
    expect(await as(cast.otherCookie)).toBe(404);
    expect(await as(cast.ownerCookie)).toBe(200);
    expect(await as(cast.adminCookie)).toBe(200);
    const list = await (
      await listJobsRoute(
        apiRequest("GET", `/api/jobs?search=${encodeURIComponent(job.title)}`),
        routeContext,
      )
    ).json();
    expect(list.jobs).toHaveLength(0);
  });

  it("answers a JSON 404 for unknown and malformed ids", async () => {
    for (const id of ["cnotarealid000000000000", "../../etc", "' OR 1=1 --"]) {
      const res = await getJobRoute(apiRequest("GET", `/api/jobs/${encodeURIComponent(id)}`), ctx(id));
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe("not_found");
    }
  });

  it("finds an approved job by skill, case-insensitively, and filters by type", async () => {
    const skill = `Zkvm${uniqueSuffix()}`;
    const job = await create({ skills: [skill], type: "Internship" });
    await putJob(
      apiRequest("PUT", `/api/jobs/${job.id}`, { body: { status: "approved" }, cookie: cast.adminCookie }),
      ctx(job.id),
    );
    const found = await (
      await listJobsRoute(
        apiRequest("GET", `/api/jobs?search=${skill.toUpperCase()}&type=internship`),
        routeContext,
      )
    ).json();
    expect(found.jobs.map((j: Job) => j.id)).toEqual([job.id]);
    const none = await (
      await listJobsRoute(apiRequest("GET", `/api/jobs?search=${skill.toLowerCase()}&type=Job`), routeContext)
    ).json();
    expect(none.jobs).toHaveLength(0);
  });

  it("gives members their own jobs of every status and admins every job", async () => {
    const job = await create();
    const mine = await (
      await myJobs(apiRequest("GET", "/api/jobs/user/my-jobs", { cookie: cast.ownerCookie }), routeContext)
    ).json();
    expect(mine.jobs.map((j: Job) => j.id)).toContain(job.id);
    const theirs = await (
      await myJobs(apiRequest("GET", "/api/jobs/user/my-jobs", { cookie: cast.otherCookie }), routeContext)
    ).json();
    expect(theirs.jobs.map((j: Job) => j.id)).not.toContain(job.id);
    expect(
      (await listAll(apiRequest("GET", "/api/jobs/all", { cookie: cast.ownerCookie }), routeContext)).status,
    ).toBe(403);
    const all = await (
      await listAll(apiRequest("GET", "/api/jobs/all", { cookie: cast.adminCookie }), routeContext)
    ).json();
    expect(all.jobs.map((j: Job) => j.id)).toContain(job.id);
  });
});
