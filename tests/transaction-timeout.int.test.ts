// An interactive transaction that runs past its timeout (under load: "A commit cannot be executed on an expired
// transaction. The timeout for this transaction was 5000 ms, however 6461 ms passed", Prisma's P2028) answers 503
// with Retry-After through the handler wrapper, never a 500, and leaves nothing written: Prisma rolls it back.
// The wait is a row lock another connection holds (no clock): the transaction writes, then waits on the lock until
// the database shows it has waited past the timeout, then the lock goes and its commit is refused.
// PGlite (the embedded database) is one session, with no locks between connections: skipped there.
import { NextRequest } from "next/server";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createTestUser, sessionCookieFor, type TestUser } from "@/tests/accounts";

const TIMEOUT_MS = 100;
let holder: pg.Client;
let observer: pg.Client;

/** Polls the server (not the clock) until `check` holds. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await observer.query("SELECT pg_sleep(0.01)");
  }
  throw new Error("the database never reached the expected state");
}

/** A member's change written in one transaction: a notification, then their name (the row another holds). */
const rename = apiHandler({ auth: "member" }, async ({ user }) => {
  await db.$transaction(
    async (tx) => {
      await tx.notification.create({
        data: { userId: user.id, kind: "coins_credited", title: "Half a change", href: "/dashboard" },
      });
      await tx.user.update({ where: { id: user.id }, data: { firstName: "Renamed" } });
    },
    { timeout: TIMEOUT_MS },
  );
  return { success: true };
});

describe.skipIf(env.DATABASE_EMBEDDED)("an interactive transaction past its timeout", () => {
  let member: TestUser;
  beforeAll(async () => {
    holder = new pg.Client({ connectionString: env.DATABASE_URL });
    observer = new pg.Client({ connectionString: env.DATABASE_URL });
    await Promise.all([holder.connect(), observer.connect()]);
    member = await createTestUser();
  });
  afterAll(async () => {
    await Promise.all([holder?.end(), observer?.end()]);
  });

  it("answers 503 with Retry-After in the one error shape, and nothing of it is written", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new NextRequest("http://localhost/api/rename", {
      method: "POST",
      headers: { cookie: await sessionCookieFor(member), "x-request-id": "tx-expired" },
    });
    await holder.query("BEGIN");
    let answer: Promise<Response>;
    try {
      await holder.query(`SELECT id FROM "User" WHERE id = $1 FOR UPDATE`, [member.id]);
      const { rows: own } = await holder.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      answer = rename(request, { params: Promise.resolve({}) });
      // The transaction waits on the lock until it has run past its timeout, as the database counts it.
      await until(async () => {
        const { rows } = await observer.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1
              AND clock_timestamp() - xact_start > $2 * interval '1 millisecond'`,
          [own[0]!.pid, TIMEOUT_MS * 2.5],
        );
        return rows[0]!.n > 0;
      });
    } finally {
      await holder.query("ROLLBACK");
    }
    const res = await answer;
    const logged = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    log.mockRestore();

    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toMatchObject({ success: false, code: "unavailable", requestId: "tx-expired" });
    // It was the expired transaction (P2028), not a lock timeout, that answered.
    expect(logged).toContainEqual(
      expect.objectContaining({
        requestId: "tx-expired",
        kind: "database_unavailable",
        message: expect.stringMatching(/expired transaction/),
      }),
    );
    expect(await db.notification.count({ where: { userId: member.id } })).toBe(0);
    expect(
      await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { firstName: true } }),
    ).toEqual({ firstName: "Test" });
  });
});
