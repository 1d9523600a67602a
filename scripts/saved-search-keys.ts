// npm run saved-searches:keys: writes the reverse-index keys (lib/saved-searches/keys.ts) of every saved search
// not keyed by the current KEY_VERSION: once after the migration that added the index, and after a change to the
// keys. Page after page by id, each page in one transaction; safe to run again (keyed searches are skipped), and
// while the site runs (a search saved meanwhile is keyed in its own transaction).
import { backfillSearchKeys } from "../lib/saved-searches/index-write";
import { db } from "../lib/db";

const started = Date.now();
const keyed = await backfillSearchKeys();
console.log(`keyed ${keyed} saved search(es) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.$disconnect();
