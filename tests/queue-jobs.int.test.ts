// The queue's jobs end to end: a worker that dies holding a job (its lease runs out) leaves it to another, which runs
// it again, and the side effect (a consultation reminder) happens once, through the reminder's own claim; undelivered
// mail is sent again by its job; the scheduler's endpoints need the bearer and only queue (a job already waiting is
// not queued twice), and POST /api/cron/work runs the queue; the worker's loop keeps to its concurrency, and on stop
// lets a running job finish or releases it to run again. Time is the database's: a test moves a job's timestamps.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as alertsRoute } from "@/app/api/cron/alerts/route";
import { POST as remindersRoute } from "@/app/api/cron/reminders/route";
import { POST as workRoute } from "@/app/api/cron/work/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { deliverMail } from "@/lib/mail/deliver";
import { QUEUE_SCHEMA, queueClient } from "@/lib/queue/client";
import { enqueue } from "@/lib/queue/enqueue";
import { jobNames, type JobName } from "@/lib/queue/names";
import { fetchNext } from "@/lib/queue/run-job";
import { startRunner } from "@/lib/queue/runner";
import { runQueuedJobs } from "@/lib/worker/drain";
import { apiRequest, createTestUser, routeContext } from "@/tests/accounts";
import { readOutbox } from "@/tests/helpers/outbox";

const SECRET = "cron-secret-for-tests-0123";

async function states(name: JobName) {
  return db.$queryRawUnsafe<{ state: string; retry_count: number }[]>(
    `SELECT state::text AS state, retry_count FROM ${QUEUE_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
    name,
  );
}

/** The database's clock moved on for `name`'s waiting jobs: each is due now. */
async function makeDue(name: JobName) {
  await db.$executeRawUnsafe(
    `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state < 'active'`,
    name,
  );
}

const purge = (...names: JobName[]) =>
  db.$executeRawUnsafe(
    `DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = ANY($1::text[])`,
    names.flatMap((n) => [n, `${n}.failed`]),
  );

const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

beforeEach(async () => {
  await queueClient();
});

describe("a worker that dies holding a job", () => {
  it("leaves it to another once its lease is over; the reminder it had sent goes once", async () => {
    await purge("consultation.reminders");
    const member = await createTestUser();
    await db.consultation.create({
      data: {
        userId: member.id,
        name: "Riya",
        email: member.email,
        mobile: "+91 9876543210",
        topic: "Tokenomics review",
        message: "We launch in March.",
        status: "accepted",
        scheduledDate: new Date(Date.now() + 3 * 3_600_000),
      },
    });
    const reminders = async () =>
      (await readOutbox()).filter((m) => m.to === member.email && m.subject.startsWith("Reminder"));
    await enqueue("consultation.reminders", {});

    // Worker A claims the job, sends the reminder, and dies before it marks the job done.
    const boss = await queueClient();
    const claimed = await fetchNext(boss, ["consultation.reminders"]);
    expect(claimed).not.toBeNull();
    const { handlers } = await import("@/lib/worker/handlers");
    await handlers["consultation.reminders"]!(claimed!.job.data as Record<string, unknown>, {
      id: claimed!.job.id,
      name: "consultation.reminders",
      signal: new AbortController().signal,
    });
    expect(await reminders()).toHaveLength(1);
    expect(await runQueuedJobs({ names: ["consultation.reminders"] })).toBe(0); // held by A's lease

    // A's lease runs out: the queue's upkeep hands the job back, and worker B runs it.
    await db.$executeRawUnsafe(
      `UPDATE ${QUEUE_SCHEMA}.job SET started_on = now() - expire_in - interval '1 second'
       WHERE name = 'consultation.reminders' AND id = $1::uuid`,
      claimed!.job.id,
    );
    await boss.maintain();
    expect(await states("consultation.reminders")).toEqual([{ state: "retry", retry_count: 0 }]);
    await makeDue("consultation.reminders");
    expect(await runQueuedJobs({ names: ["consultation.reminders"] })).toBe(1);
    expect(await states("consultation.reminders")).toEqual([{ state: "completed", retry_count: 1 }]);
    expect(await reminders()).toHaveLength(1);
  });
});

describe("mail.retry", () => {
  it("sends a kept message again later, with its job", async () => {
    await purge("mail.retry");
    const log = quiet();
    const to = `retry_${Date.now()}@example.com`;
    const down = async () => {
      throw new Error("Resend refused the message: service unavailable");
    };
    expect(
      await deliverMail("listing decision", { to, subject: "Approved", text: "Hi", html: "<p>Hi</p>" }, down),
    ).toBe(false);
    const [kept] = await db.failedMail.findMany({ where: { to }, select: { id: true } });
    expect(await runQueuedJobs({ names: ["mail.retry"] })).toBe(0); // a minute later, not now
    await makeDue("mail.retry");
    expect(await runQueuedJobs({ names: ["mail.retry"] })).toBe(1);
    expect(await db.failedMail.count({ where: { id: kept!.id } })).toBe(0);
    expect((await readOutbox()).filter((m) => m.to === to).map((m) => m.subject)).toEqual(["Approved"]);
    log.mockRestore();
  });
});

describe("the scheduler's endpoints", () => {
  const saved = env.CRON_SECRET;
  beforeEach(() => {
    (env as { CRON_SECRET?: string }).CRON_SECRET = SECRET;
  });
  afterAll(() => {
    (env as { CRON_SECRET?: string }).CRON_SECRET = saved;
  });
  const call = (route: typeof alertsRoute, path: string, authorization?: string) =>
    route(apiRequest("POST", path, { headers: authorization ? { authorization } : {} }), routeContext);

  it("refuse a call without the bearer, and only queue with it (once while a run waits)", async () => {
    await purge("alerts.instant", "alerts.digest", "consultation.reminders", "event.reminders");
    for (const [route, path] of [
      [alertsRoute, "/api/cron/alerts"],
      [remindersRoute, "/api/cron/reminders"],
      [workRoute, "/api/cron/work"],
    ] as const) {
      expect((await call(route, path)).status).toBe(401);
      expect((await call(route, path, "Bearer wrong-secret-of-length-26")).status).toBe(401);
    }
    expect(await (await call(alertsRoute, "/api/cron/alerts", `Bearer ${SECRET}`)).json()).toEqual({
      success: true,
      queued: 2,
      sent: 0,
    });
    expect(await (await call(alertsRoute, "/api/cron/alerts", `Bearer ${SECRET}`)).json()).toMatchObject({
      queued: 0,
    });
    expect(await (await call(remindersRoute, "/api/cron/reminders", `Bearer ${SECRET}`)).json()).toEqual({
      success: true,
      queued: 2,
      sent: 0,
    });
    expect(await states("alerts.instant")).toEqual([{ state: "created", retry_count: 0 }]);
    expect(await states("alerts.digest")).toEqual([{ state: "created", retry_count: 0 }]);
    expect(await states("consultation.reminders")).toEqual([{ state: "created", retry_count: 0 }]);
  });

  it("POST /api/cron/work runs what is queued, and says how much", async () => {
    await purge("consultation.reminders");
    await enqueue("consultation.reminders", {});
    const res = await call(workRoute, "/api/cron/work?seconds=5", `Bearer ${SECRET}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ran: number; failed: number };
    expect(body.ran).toBeGreaterThanOrEqual(1);
    expect(await states("consultation.reminders")).toEqual([{ state: "completed", retry_count: 0 }]);
    const tooLong = await call(workRoute, "/api/cron/work?seconds=9999", `Bearer ${SECRET}`);
    expect(tooLong.status).toBe(400);
  });
});

describe("the worker's loop", () => {
  it("runs up to its concurrency at once, and on stop releases what is still running", async () => {
    await purge("listing.match");
    const boss = await queueClient();
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    let bothStarted!: () => void;
    const twoRunning = new Promise<void>((resolve) => (bothStarted = resolve));
    const handler = async (data: Record<string, unknown>) => {
      started.push(String(data.id));
      if (started.length === 2) bothStarted();
      await new Promise<void>((resolve) => gates.set(String(data.id), resolve));
    };
    for (const id of ["a", "b", "c"]) await enqueue("listing.match", { kind: "job", id });
    const runner = startRunner({
      boss,
      handlers: { "listing.match": handler },
      concurrency: 2,
      pollMs: 60_000,
    });
    await twoRunning;
    expect(started.sort()).toEqual(["a", "b"]);
    expect(runner.running()).toHaveLength(2);

    gates.get("a")!(); // one ends: the third starts at once (no poll interval waited)
    await vi.waitFor(() => expect(started).toHaveLength(3));

    const stopped = runner.stop(0); // b and c still run: released, they run again later
    await stopped;
    const rows = await db.$queryRawUnsafe<{ id: string; state: string }[]>(
      `SELECT data->>'id' AS id, state::text AS state FROM ${QUEUE_SCHEMA}.job WHERE name = 'listing.match' ORDER BY 1`,
    );
    expect(rows).toEqual([
      { id: "a", state: "completed" },
      { id: "b", state: "retry" },
      { id: "c", state: "retry" },
    ]);
    gates.get("b")!();
    gates.get("c")!();
  });

  it("knows every job name's settings", async () => {
    const { queueSettings } = await import("@/lib/queue/settings");
    expect(Object.keys(queueSettings).sort()).toEqual([...jobNames].sort());
  });
});
