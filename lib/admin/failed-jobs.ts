// Failed jobs in the back office, beside undelivered mail: a job that used every attempt waits in its name's
// dead-letter queue (pg-boss copies its data and last error there), read newest first through that queue's
// index (pgboss.job_i5: name, start_after, of waiting jobs). "Run again" moves it back to its queue, with its
// attempts anew, audited, in one transaction.
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { plural } from "@/lib/format/plural";
import { QUEUE_SCHEMA, queueClient, transactionExecutor } from "@/lib/queue/client";
import { jobNames, type JobName } from "@/lib/queue/names";
import { deadLetterOf, jobNameOfDeadLetter, queueSettings, sendOptions } from "@/lib/queue/settings";

export type FailedJobRow = {
  id: string;
  name: JobName;
  label: string;
  /** The job's data as JSON (at most 300 characters). */
  data: string;
  error: string;
  failedAt: string;
};

const deadLetters = jobNames.filter((name) => queueSettings[name].deadLetter).map(deadLetterOf);

/** Admins only: the jobs that failed for good, newest first, and how many there are. */
export async function listFailedJobs(
  admin: Actor,
  take = 50,
): Promise<{ total: number; jobs: FailedJobRow[] }> {
  assertAdmin(admin);
  await queueClient(); // the queue's schema exists from here on
  const [[count], rows] = await Promise.all([
    db.$queryRawUnsafe<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM ${QUEUE_SCHEMA}.job WHERE name = ANY($1::text[]) AND state < 'active'`,
      deadLetters,
    ),
    db.$queryRawUnsafe<{ id: string; queue: string; data: string; error: string | null; failedAt: Date }[]>(
      // The newest of each dead-letter queue (a backward range of its index), then the newest of those.
      `SELECT j.id::text AS id, j.name AS queue, left(coalesce(j.data, '{}'::jsonb)::text, 300) AS data,
              coalesce(j.output->>'message', j.output->'value'->>'message') AS error, j.start_after AS "failedAt"
       FROM unnest($1::text[]) AS q(name)
       CROSS JOIN LATERAL (
         SELECT id, name, data, output, start_after FROM ${QUEUE_SCHEMA}.job
         WHERE name = q.name AND state < 'active' ORDER BY start_after DESC LIMIT $2
       ) j
       ORDER BY j.start_after DESC LIMIT $2`,
      deadLetters,
      take,
    ),
  ]);
  const jobs = rows.flatMap((r) => {
    const name = jobNameOfDeadLetter(r.queue, jobNames);
    if (!name) return [];
    const { label } = queueSettings[name];
    return [
      { id: r.id, name, label, data: r.data, error: r.error ?? "", failedAt: r.failedAt.toISOString() },
    ];
  });
  return { total: count?.total ?? 0, jobs };
}

/**
 * Admins only: queues the failed jobs `ids` again (those still failed: another admin may have done it), each with
 * its attempts anew; answers how many went back.
 */
export async function retryFailedJobs(admin: Actor, ids: string[]): Promise<{ queued: number }> {
  const adminId = assertAdmin(admin).id;
  const boss = await queueClient();
  return db.$transaction(async (tx) => {
    const taken = await tx.$queryRawUnsafe<{ queue: string; data: Record<string, unknown> | null }[]>(
      `DELETE FROM ${QUEUE_SCHEMA}.job
       WHERE name = ANY($1::text[]) AND id = ANY($2::uuid[]) AND state < 'active'
       RETURNING name AS queue, data`,
      deadLetters,
      ids,
    );
    for (const row of taken) {
      const name = jobNameOfDeadLetter(row.queue, jobNames);
      if (!name) continue;
      const data = row.data ?? {};
      await boss.send(name, data, { ...sendOptions(data), db: transactionExecutor(tx) });
    }
    if (taken.length > 0) {
      await writeAudit(tx, adminId, {
        action: "job.retry",
        targetType: "job",
        targetId: ids.length === 1 ? ids[0]! : plural(ids.length, "job"),
        summary: `Queued ${plural(taken.length, "failed job")} again`,
      });
    }
    return { queued: taken.length };
  });
}
