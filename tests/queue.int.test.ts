// The job queue (lib/queue, pg-boss on the app's database): a queued job runs once; a failing one is retried with
// backoff, then kept among the failed jobs the back office lists and can run again (audited); a singleton key keeps a
// job from waiting or running twice; a job whose worker died is run again once its lease is over, and its side
// effect (a consultation reminder) happens once. Time is the database's: a test moves a job's timestamps instead of
// waiting.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as failedJobsRoute } from "@/app/api/admin/jobs/route";
import { POST as retryRoute } from "@/app/api/admin/jobs/retry/route";
import { db } from "@/lib/db";
import { QUEUE_SCHEMA, queueClient } from "@/lib/queue/client";
import { runQueuedJobs } from "@/lib/worker/drain";
import { enqueue, queueJob, type JobName } from "@/lib/queue/enqueue";
import { listFailedJobs, retryFailedJobs } from "@/lib/admin/failed-jobs";
import { fetchNext, runJob } from "@/lib/queue/run-job";
import { apiRequest, createTestUser, routeContext, sessionCookieFor } from "@/tests/accounts";

const NAME: JobName = "listing.match";

type JobRow = {
  id: string;
  state: string;
  retry_count: number;
  wait_s: number;
  data: Record<string, unknown>;
};

async function jobs(name: string = NAME): Promise<JobRow[]> {
  return db.$queryRawUnsafe<JobRow[]>(
    `SELECT id::text AS id, state::text AS state, retry_count,
            extract(epoch FROM start_after - now())::float8 AS wait_s, data
     FROM ${QUEUE_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
    name,
  );
}

/** The database's clock moved on for `name`'s waiting jobs: each is due now. */
async function makeDue(name: string = NAME) {
  await db.$executeRawUnsafe(
    `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state < 'active'`,
    name,
  );
}

beforeEach(async () => {
  await queueClient();
  await db.$executeRawUnsafe(
    `DELETE FROM ${QUEUE_SCHEMA}.job WHERE name IN ($1, $2)`,
    NAME,
    `${NAME}.failed`,
  );
});

const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

describe("the job queue", () => {
  it("runs a queued job once, with its data", async () => {
    const seen: unknown[] = [];
    await enqueue(NAME, { listingId: "job_1" });
    const handler = async (data: Record<string, unknown>) => void seen.push(data);
    expect(await runQueuedJobs({ names: [NAME], handlers: { [NAME]: handler } })).toBe(1);
    expect(seen).toEqual([{ listingId: "job_1" }]);
    expect((await jobs()).map((j) => j.state)).toEqual(["completed"]);
    expect(await runQueuedJobs({ names: [NAME], handlers: { [NAME]: handler } })).toBe(0);
  });

  it("retries a failing job with growing waits, then keeps it among the failed jobs, which run again", async () => {
    const log = quiet();
    const admin = await createTestUser({ role: "Admin" });
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error(`index unavailable (${calls})`);
    };
    await enqueue(NAME, { listingId: "job_2" }, { retryLimit: 2 });

    expect(await runQueuedJobs({ names: [NAME], handlers: { [NAME]: failing } })).toBe(1);
    const [first] = await jobs();
    expect(first).toMatchObject({ state: "retry" });
    // listing.match waits 15 s, then 30 s, … (each with up to as much again of jitter)
    expect(first!.wait_s).toBeGreaterThan(13);
    expect(first!.wait_s).toBeLessThanOrEqual(30);
    expect(await runQueuedJobs({ names: [NAME], handlers: { [NAME]: failing } })).toBe(0); // not due yet

    await makeDue();
    expect(await runQueuedJobs({ names: [NAME], handlers: { [NAME]: failing } })).toBe(1);
    const [second] = await jobs();
    expect(second).toMatchObject({ state: "retry", retry_count: 1 });
    expect(second!.wait_s).toBeGreaterThan(28);
    expect(second!.wait_s).toBeLessThanOrEqual(60);

    await makeDue();
    expect(await runQueuedJobs({ names: [NAME], handlers: { [NAME]: failing } })).toBe(1);
    expect(calls).toBe(3);
    expect((await jobs()).map((j) => j.state)).toEqual(["failed"]);

    const { total, jobs: failed } = await listFailedJobs(admin);
    expect(total).toBeGreaterThanOrEqual(1);
    const row = failed.find((j) => j.data.includes("job_2"));
    expect(row).toMatchObject({ name: NAME, error: "index unavailable (3)" });
    expect(row!.label).toMatch(/saved searches/);

    expect(await retryFailedJobs(admin, [row!.id])).toEqual({ queued: 1 });
    expect(await retryFailedJobs(admin, [row!.id])).toEqual({ queued: 0 }); // taken already
    expect((await listFailedJobs(admin)).jobs.find((j) => j.id === row!.id)).toBeUndefined();
    const seen: unknown[] = [];
    const fixed = async (data: Record<string, unknown>) => void seen.push(data);
    expect(await runQueuedJobs({ names: [NAME], handlers: { [NAME]: fixed } })).toBe(1);
    expect(seen).toEqual([{ listingId: "job_2" }]);
    const audit = await db.auditLog.findFirst({
      where: { actorId: admin.id, action: "job.retry" },
      select: { targetId: true, summary: true },
    });
    expect(audit).toEqual({ targetId: row!.id, summary: "Queued 1 failed job again" });
    log.mockRestore();
  });

  it("keeps one job per singleton key waiting, and never runs two at once", async () => {
    expect(await queueJob(NAME, { listingId: "job_3" })).toBe(true);
    expect(await queueJob(NAME, { listingId: "job_3" })).toBe(false); // the same data is the same job
    expect(await queueJob(NAME, { listingId: "job_3b" }, { singletonKey: "k3" })).toBe(true);
    expect(await queueJob(NAME, { listingId: "job_3c" }, { singletonKey: "k3" })).toBe(false);
    expect(await jobs()).toHaveLength(2);

    // One run holds key k3; another job with k3 may wait meanwhile, but is not handed out until the run ends.
    const boss = await queueClient();
    await db.$executeRawUnsafe(
      `DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND singleton_key <> 'k3'`,
      NAME,
    );
    const claimed = await fetchNext(boss, [NAME]);
    expect(claimed?.job.data).toEqual({ listingId: "job_3b" });
    expect(await queueJob(NAME, { listingId: "job_3d" }, { singletonKey: "k3" })).toBe(true);
    expect(await fetchNext(boss, [NAME])).toBeNull();
    const ran: unknown[] = [];
    await runJob(boss, NAME, claimed!.job, async (data) => void ran.push(data));
    expect(await runQueuedJobs({ names: [NAME], handlers: { [NAME]: async (d) => void ran.push(d) } })).toBe(
      1,
    );
    expect(ran).toEqual([{ listingId: "job_3b" }, { listingId: "job_3d" }]);
  });
});

describe("the failed jobs' endpoints", () => {
  it("serve admins only, and take job ids only", async () => {
    const member = await createTestUser();
    const admin = await createTestUser({ role: "Admin" });
    const [memberCookie, adminCookie] = await Promise.all([
      sessionCookieFor(member),
      sessionCookieFor(admin),
    ]);
    const list = (cookie?: string) =>
      failedJobsRoute(apiRequest("GET", "/api/admin/jobs", { cookie }), routeContext);
    expect((await list()).status).toBe(401);
    expect((await list(memberCookie)).status).toBe(403);
    const res = await list(adminCookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      total: expect.any(Number),
      jobs: expect.any(Array),
    });

    const retry = (body: unknown, cookie = adminCookie) =>
      retryRoute(apiRequest("POST", "/api/admin/jobs/retry", { body, cookie }), routeContext);
    expect((await retry({ ids: [crypto.randomUUID()] }, memberCookie)).status).toBe(403);
    const bad = await retry({ ids: ["not-a-job"] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "validation_failed" });
    expect(await (await retry({ ids: [crypto.randomUUID()] })).json()).toEqual({ success: true, queued: 0 });
  });
});
