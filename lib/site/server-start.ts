// What a server does as it starts, on every Node host: instrumentation.ts calls these when Next starts (next start,
// the standalone server.js, scripts/server.mjs, next dev), never while building.
// - Bad settings stop it, with a message naming each one; on a serverless platform, which starts a function per
//   request and cannot be refused, GET /api/ready answers 503 naming them instead.
// - On Next's own server, the in-process schedule of /api/cron/* (scripts/cron-schedule.mjs), as scripts/server.mjs
//   runs it; a serverless platform's scheduler calls those endpoints instead (vercel.json).
import { settingsProblems } from "@/lib/env";
import { pluralNoun } from "@/lib/format/plural";
import { claimCronSchedule, startCronSchedule } from "@/scripts/cron-schedule.mjs";

type Source = Record<string, string | undefined>;

/** A platform that starts a function per request (no start to refuse, no timer that lives on). */
export const isServerless = (source: Source): boolean =>
  Boolean(source.VERCEL || source.AWS_LAMBDA_FUNCTION_NAME || source.NETLIFY);

/** True when the settings are good; else it says which are not and, where it can, ends the process. */
export function checkSettingsAtStart({
  source = process.env,
  exit = (code: number) => process.exit(code),
  error = (message: string) => void process.stderr.write(`${message}\n`),
}: { source?: Source; exit?: (code: number) => void; error?: (line: string) => void } = {}): boolean {
  const problems = settingsProblems(source);
  if (problems.length === 0) return true;
  error(
    [
      `Builders Hub cannot start: ${pluralNoun(problems.length, "a setting is", "settings are")} missing or not valid.`,
      ...problems.map((problem) => `  ${problem}`),
      "Fix the environment (.env.example lists every setting) and start it again.",
    ].join("\n"),
  );
  if (!isServerless(source)) exit(1);
  return false;
}

/**
 * The address Next's own server listens on, as it told it (it sets PORT and its origin as it starts; a
 * wildcard address shows as localhost): null on any other server.
 */
export function ownOrigin(source: Source): string | null {
  const told = source.__NEXT_PRIVATE_ORIGIN;
  if (told) return told.replace("//localhost:", "//127.0.0.1:");
  return source.PORT ? `http://127.0.0.1:${source.PORT}` : null;
}

/** Starts the in-process schedule unless scripts/server.mjs runs it, the host is serverless or it is off. */
export function scheduleOnNextServer({
  source = process.env,
  claim = claimCronSchedule,
  start = startCronSchedule,
}: {
  source?: Source;
  claim?: () => boolean;
  start?: typeof startCronSchedule;
} = {}) {
  const origin = ownOrigin(source);
  if (!origin || isServerless(source) || !claim()) return null;
  return start({
    urls: [`${origin}/api/cron/reminders`, `${origin}/api/cron/alerts`],
    secret: source.CRON_SECRET || undefined,
    intervalMs: Number(source.REMINDER_INTERVAL_MS ?? 5 * 60_000),
  });
}
