// Every jobs and events call of the contract as a guest, another member, the owner and an
// admin: the status each gets. Each case has its own fresh pending job and event, posted by the owner.
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as approveRoute } from "@/app/api/events/admin/[id]/approve/route";
import { PUT as rejectRoute } from "@/app/api/events/admin/[id]/reject/route";
import { GET as eventsAdminAll } from "@/app/api/events/admin/all/route";
import { GET as eventsPending } from "@/app/api/events/admin/pending/route";
import { DELETE as deleteEvent, GET as getEvent, PUT as putEvent } from "@/app/api/events/[id]/route";
import { GET as listEvents, POST as postEvent } from "@/app/api/events/route";
import { GET as stats } from "@/app/api/events/stats/route";
import { POST as uploadImage } from "@/app/api/events/upload-image/route";
import { GET as myEvents } from "@/app/api/events/user/my-events/route";
import { DELETE as deleteJob, GET as getJob, PUT as putJob } from "@/app/api/jobs/[id]/route";
import { GET as jobsAll } from "@/app/api/jobs/all/route";
import { GET as listJobs, POST as postJob } from "@/app/api/jobs/route";
import { GET as myJobs } from "@/app/api/jobs/user/my-jobs/route";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";
import { clearListingLimits, ctx, eventForm, formRequest, jobPayload, pngFile } from "@/tests/listings";

type Persona = "guest" | "member" | "owner" | "admin";
type Fixture = { job: string; event: string };
type Call = (cookie: string | undefined, f: Fixture) => Promise<Response>;

let owner: TestUser;
const cookies: Record<Persona, string | undefined> = { guest: undefined, member: "", owner: "", admin: "" };

/** Every route handler has the same shape: (request, context) => Response. */
const get =
  (route: typeof myJobs, url: string): Call =>
  (cookie) =>
    route(apiRequest("GET", url, { cookie }), routeContext);

async function imageForm() {
  const form = new FormData();
  form.append("image", await pngFile());
  return form;
}

/** [call, how, statuses for: guest, member (not the owner), owner, admin] */
const matrix: [string, Call, [number, number, number, number]][] = [
  [
    "GET /api/jobs",
    (c) => listJobs(apiRequest("GET", "/api/jobs", { cookie: c }), routeContext),
    [200, 200, 200, 200],
  ],
  [
    "GET /api/events",
    (c) => listEvents(apiRequest("GET", "/api/events", { cookie: c }), routeContext),
    [200, 200, 200, 200],
  ],
  [
    "GET /api/jobs/{pending}",
    (c, f) => getJob(apiRequest("GET", `/api/jobs/${f.job}`, { cookie: c }), ctx(f.job)),
    [404, 404, 200, 200],
  ],
  [
    "GET /api/events/{pending}",
    (c, f) => getEvent(apiRequest("GET", `/api/events/${f.event}`, { cookie: c }), ctx(f.event)),
    [404, 404, 200, 200],
  ],
  ["GET /api/jobs/user/my-jobs", get(myJobs, "/api/jobs/user/my-jobs"), [401, 200, 200, 200]],
  ["GET /api/events/user/my-events", get(myEvents, "/api/events/user/my-events"), [401, 200, 200, 200]],
  ["GET /api/jobs/all", get(jobsAll, "/api/jobs/all"), [401, 403, 403, 200]],
  ["GET /api/events/admin/pending", get(eventsPending, "/api/events/admin/pending"), [401, 403, 403, 200]],
  ["GET /api/events/admin/all", get(eventsAdminAll, "/api/events/admin/all"), [401, 403, 403, 200]],
  ["GET /api/events/stats", get(stats, "/api/events/stats"), [401, 403, 403, 200]],
  [
    "PUT /api/events/admin/{id}/approve",
    (c, f) =>
      approveRoute(apiRequest("PUT", `/api/events/admin/${f.event}/approve`, { cookie: c }), ctx(f.event)),
    [401, 403, 403, 200],
  ],
  [
    "PUT /api/events/admin/{id}/reject",
    (c, f) =>
      rejectRoute(
        apiRequest("PUT", `/api/events/admin/${f.event}/reject`, {
          body: { rejectionReason: "Not a community event" },
          cookie: c,
        }),
        ctx(f.event),
      ),
    [401, 403, 403, 200],
  ],
  [
    "POST /api/events/upload-image",
    async (c) =>
      uploadImage(formRequest("POST", "/api/events/upload-image", await imageForm(), c), routeContext),
    [401, 201, 201, 201],
  ],
  [
    "POST /api/jobs",
    (c) => postJob(apiRequest("POST", "/api/jobs", { body: jobPayload(), cookie: c }), routeContext),
    [401, 201, 201, 201],
  ],
  [
    "POST /api/events",
    (c) => postEvent(formRequest("POST", "/api/events", eventForm(), c), routeContext),
    [401, 201, 201, 201],
  ],
  [
    "PUT /api/jobs/{id} (edit)",
    (c, f) => putJob(apiRequest("PUT", `/api/jobs/${f.job}`, { body: jobPayload(), cookie: c }), ctx(f.job)),
    [401, 404, 200, 200],
  ],
  [
    "PUT /api/events/{id} (edit)",
    (c, f) => putEvent(formRequest("PUT", `/api/events/${f.event}`, eventForm(), c), ctx(f.event)),
    [401, 404, 200, 200],
  ],
  [
    "PUT /api/jobs/{id} status approved",
    (c, f) =>
      putJob(
        apiRequest("PUT", `/api/jobs/${f.job}`, { body: jobPayload({ status: "approved" }), cookie: c }),
        ctx(f.job),
      ),
    [401, 404, 200, 200],
  ],
  [
    "PUT /api/events/{id} status approved",
    (c, f) =>
      putEvent(
        formRequest("PUT", `/api/events/${f.event}`, eventForm({ status: "approved" }), c),
        ctx(f.event),
      ),
    [401, 404, 200, 200],
  ],
  [
    "DELETE /api/jobs/{id}",
    (c, f) => deleteJob(apiRequest("DELETE", `/api/jobs/${f.job}`, { cookie: c }), ctx(f.job)),
    [401, 404, 200, 200],
  ],
  [
    "DELETE /api/events/{id}",
    (c, f) => deleteEvent(apiRequest("DELETE", `/api/events/${f.event}`, { cookie: c }), ctx(f.event)),
    [401, 404, 200, 200],
  ],
];

async function fixture(): Promise<Fixture> {
  await clearListingLimits(owner.id);
  const job = await postJob(
    apiRequest("POST", "/api/jobs", { body: jobPayload(), cookie: cookies.owner }),
    routeContext,
  );
  const event = await postEvent(formRequest("POST", "/api/events", eventForm(), cookies.owner), routeContext);
  return { job: (await job.json()).job.id, event: (await event.json()).event.id };
}

beforeAll(async () => {
  owner = await createTestUser();
  cookies.owner = await sessionCookieFor(owner);
  cookies.member = await sessionCookieFor(await createTestUser());
  cookies.admin = await sessionCookieFor(await createTestUser({ role: "Admin" }));
});

describe.each(matrix)("%s", (_, call, expected) => {
  it.each((["guest", "member", "owner", "admin"] as const).map((p, i) => [p, expected[i]!] as const))(
    "as %s answers %i",
    async (persona, status) => {
      const f = await fixture();
      const res = await call(cookies[persona], f);
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = await res.json();
      if (status >= 400) expect(body.success).toBe(false);
    },
  );
});

describe("what the matrix's answers did", () => {
  it("an owner's PUT with status approved stays a pending edit; an admin's approves", async () => {
    const f = await fixture();
    await putJob(
      apiRequest("PUT", `/api/jobs/${f.job}`, {
        body: jobPayload({ status: "approved" }),
        cookie: cookies.owner,
      }),
      ctx(f.job),
    );
    await putEvent(
      formRequest("PUT", `/api/events/${f.event}`, eventForm({ status: "approved" }), cookies.owner),
      ctx(f.event),
    );
    expect((await db.job.findUniqueOrThrow({ where: { id: f.job } })).status).toBe("pending");
    expect((await db.event.findUniqueOrThrow({ where: { id: f.event } })).status).toBe("pending");
    await putEvent(
      formRequest("PUT", `/api/events/${f.event}`, eventForm({ status: "approved" }), cookies.admin),
      ctx(f.event),
    );
    expect((await db.event.findUniqueOrThrow({ where: { id: f.event } })).status).toBe("approved");
  });

  it("an approved listing is public, but only its owner or an admin may delete it (403 for others)", async () => {
    const f = await fixture();
    await approveRoute(
      apiRequest("PUT", `/api/events/admin/${f.event}/approve`, { cookie: cookies.admin }),
      ctx(f.event),
    );
    expect((await getEvent(apiRequest("GET", `/api/events/${f.event}`), ctx(f.event))).status).toBe(200);
    const byMember = await deleteEvent(
      apiRequest("DELETE", `/api/events/${f.event}`, { cookie: cookies.member }),
      ctx(f.event),
    );
    expect(byMember.status).toBe(403);
    const byOwner = await deleteEvent(
      apiRequest("DELETE", `/api/events/${f.event}`, { cookie: cookies.owner }),
      ctx(f.event),
    );
    expect(byOwner.status).toBe(200);
    expect(await db.event.count({ where: { id: f.event } })).toBe(0);
  });
});
