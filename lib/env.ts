// Every environment variable the site reads, parsed once. Code imports `env`, never `process.env`.
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_DATA_DIR: z.string().default(".data/db"),
  // Set by scripts/with-db.ts when DATABASE_URL is the embedded PGlite (one session: no locks between
  // connections, no server-side timeouts).
  DATABASE_EMBEDDED: flag,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  // A query that waits longer than these fails (503) instead of holding a request and its connection.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(4000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  // The cache store the server instances share (pages, data-cache entries, tag revalidation times); unset, each
  // instance keeps its own (in memory). Read by lib/site/shared-cache.mjs itself (Next's server loads the
  // cache handler outside the app), listed here so it is checked and documented with the rest.
  REDIS_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => /^rediss?:\/\//.test(v), "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  // Keys are `<prefix>:<build id>:…`; instances that share a store and a build share a prefix.
  REDIS_KEY_PREFIX: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[\w.-]+$/)
      .default("bh"),
  ),
  // Set at build time for a platform whose own cache serves the cached pages instead of lib/site/page-cache.mjs
  // (Vercel sets VERCEL=1 itself): their script policy then allows inline scripts (lib/site/security-headers.mjs).
  // Read by next.config.mjs itself, listed here so it is checked and documented with the rest.
  PLATFORM_PAGE_CACHE: flag,
  SITE_URL: z.string().url().default("http://localhost:3000"),
  AUTH_SECRET: z.string().min(16).optional(),
  // Behind a proxy that appends the client's address to X-Forwarded-For: scripts/server.mjs then passes the header on
  // as it is (else it writes the socket's address), as next start does; rate limits count its last hop
  // (lib/api/client-ip.ts). Read by scripts/server.mjs itself, listed here so it is checked and documented.
  TRUST_PROXY: flag,
  RESEND_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().default("Builders Hub <hello@buildershub.example>"),
  MAIL_OUTBOX_DIR: z.string().default(".data/mail"),
  CONTACT_TO_EMAIL: z.string().email().default("team@buildershub.example"),
  // The address the site shows for writing to the team (the contact page); unset or empty, none is shown.
  CONTACT_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.string().email().optional()),
  COMMUNITY_URL: z.string().url().default("https://chat.whatsapp.com/buildershub"),
  // The shared secret of /api/cron/* (Authorization: Bearer …): a serverless platform's scheduler queues the scheduled
  // work and runs the queue through them; unset, they refuse every call.
  CRON_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(16).optional()),
  // The job queue's worker (lib/queue): "on" runs it inside the server process (every Node host); "off" leaves the
  // jobs to `npm run worker` or POST /api/cron/work. Never on a serverless platform.
  WORKER: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["on", "off"]).default("on")),
  // Jobs one worker runs at the same time (each holds a database connection while it queries).
  QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  // "off": a worker leaves the queue's own schedule (reminders, alerts, digests) unregistered (tests trigger it).
  QUEUE_SCHEDULE: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["on", "off"]).default("on")),
  API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
});

export type Env = z.infer<typeof schema>;

/** The environment, or any set of settings by name. */
type Settings = Record<string, string | undefined>;

/** Each setting that is not valid, by name, with what is wrong with it. */
function invalidSettings(source: Settings): Map<string, string> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return new Map();
  return new Map(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/**
 * What keeps the site from starting with `source`, one line per setting, naming it ("CRON_SECRET: …"): every setting
 * that is not valid, and in production the ones it cannot run without (AUTH_SECRET signs every session). Empty when
 * it may start. Checked when a server starts (instrumentation.ts refuses to start) and by GET /api/ready (503 naming
 * them, where a start cannot be refused). Not at build time: a build needs no secret.
 */
export function settingsProblems(source: Settings = process.env): string[] {
  const problems = [...invalidSettings(source)].map(([name, message]) => `${name}: ${message}`);
  if (source.NODE_ENV === "production" && !source.AUTH_SECRET) {
    problems.push(
      "AUTH_SECRET: required in production (a random string, such as the output of openssl rand -hex 32)",
    );
  }
  return problems;
}

/**
 * The settings. With one that is not valid, reading it fails, naming it; the others read as usual, so what does not
 * depend on it (GET /api/ready, which names it) still answers where a start cannot be refused.
 */
function parseEnv(source: Settings): Env {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const invalid = invalidSettings(source);
  const valid: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = field.safeParse(source[name]);
    if (value.success) valid[name] = value.data;
  }
  return new Proxy(valid as Env, {
    get(target, name) {
      const problem = typeof name === "string" ? invalid.get(name) : undefined;
      if (problem) throw new Error(`Invalid environment variable ${String(name)}: ${problem}`);
      return Reflect.get(target, name);
    },
  });
}

export const env = parseEnv(process.env);
