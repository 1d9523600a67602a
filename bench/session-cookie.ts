// Prints a Cookie header for a seeded member's session (bench/million-seed.ts's ids, which have no password), signed
// with AUTH_SECRET as the server signs it: `npx tsx bench/session-cookie.ts --db bench_million bmu0500000`.
import { Client } from "pg";
import { SESSION_COOKIE } from "../lib/auth/cookie";
import { encodeSessionToken } from "../lib/auth/token";

const args = process.argv.slice(2);
const db = args[args.indexOf("--db") + 1];
const userId = args.at(-1);
if (!db || !userId || args.indexOf("--db") < 0) throw new Error("usage: session-cookie.ts --db NAME USER_ID");

const client = new Client({ connectionString: `postgresql://postgres@127.0.0.1:5432/${db}` });
await client.connect();
const { rows } = await client.query<{ sessionVersion: number }>(
  `SELECT "sessionVersion" FROM "User" WHERE id = $1`,
  [userId],
);
await client.end();
if (!rows[0]) throw new Error(`no user ${userId} in ${db}`);
const token = await encodeSessionToken({
  userId,
  sessionVersion: rows[0].sessionVersion,
  rememberMe: true,
  isNewUser: false,
});
console.log(`Cookie: ${SESSION_COOKIE}=${token}`);
