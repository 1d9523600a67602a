// The stores behind Next's page cache (lib/site/page-cache.mjs), as handlers of @fortedigital/nextjs-cache-handler:
// - With REDIS_URL: its Redis handler, the store every server instance shares (cached pages, data-cache entries
//   such as unstable_cache's, and tag revalidations, so a change made through one instance shows on every other at
//   once), under keys named by the build (`<REDIS_KEY_PREFIX>:<build id>:…`: a new deployment never reads an old
//   build's pages). Behind it an in-process LRU, which the package reads when Redis does not answer (down, or no
//   answer within COMMAND_TIMEOUT_MS): a request is then served as a single server would, never a 500.
// - Without REDIS_URL (one server): the in-process LRU alone.
// The in-process LRU is lib/site/memory-store.mjs (the package's, sized by bytes, with a budget for lists' views).
// The build's prerendered pages are copied into these stores as the server starts (instrumentation.ts).
// One set of handlers a process (on globalThis): Next's server loads the handler outside the app's bundle and
// instrumentation.ts inside it, and both must write to the same stores. Plain .mjs, reading process.env itself.
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { createMemoryStore } from "./memory-store.mjs";

/** A command that takes longer counts as the store being down (the request is served from this process). */
const COMMAND_TIMEOUT_MS = 500;
/** How long a starting server waits for its first connection (the build's pages are copied in then). */
const FIRST_CONNECT_MS = 2000;
/**
 * How long an entry is kept (its key's TTL), from its revalidate period: a week, or one and a half periods when
 * longer (the package's rule). A stale entry is served while it is rendered anew, so a quiet page or a database
 * outage never leaves a visitor waiting on a render; and the build's pages, copied in at start with their build
 * time, are taken for a week after the build (the package skips entries already expired).
 */
const expireAge = (staleAge) => Math.min(Math.max(staleAge * 1.5, 7 * 24 * 3600), 2 ** 31 - 1);

function logStore(level, event, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

function connectedClient(url) {
  let down = false;
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing commands until the store is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  // Logged once an outage.
  client.on("error", (error) => {
    if (down) return;
    down = true;
    logStore("error", "cache_store_unavailable", { message: error?.message ?? String(error) });
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    logStore("info", "cache_store_available");
  });
  let timer;
  const first = new Promise((resolve) => {
    timer = setTimeout(resolve, FIRST_CONNECT_MS);
    // Settled by the first connection or the first failure (the client goes on retrying).
    client.once("error", resolve);
    client.connect().then(resolve, resolve);
  }).finally(() => clearTimeout(timer));
  return { client, first };
}

const configs = (globalThis[Symbol.for("buildersHub.cacheHandlers")] ??= new Map());

/**
 * The package's handler list for this process (`CacheHandler.onCreation`): Redis then the LRU with REDIS_URL (not
 * while building: a build's pages are its own files), the LRU alone without it.
 * @param {{ buildId?: string }} context
 */
export function cacheHandlersFor({ buildId }, environment = process.env) {
  const url = environment.NEXT_PHASE === "phase-production-build" ? undefined : environment.REDIS_URL;
  const prefix = url && buildId ? `${environment.REDIS_KEY_PREFIX || "bh"}:${buildId.trim()}:` : "";
  const id = `${url ?? ""} ${prefix}`;
  if (!configs.has(id)) configs.set(id, makeConfig(url, prefix));
  return configs.get(id);
}

async function makeConfig(url, prefix) {
  const local = createMemoryStore();
  const ttl = { estimateExpireAge: expireAge };
  if (!url || !prefix) return { handlers: [local], ttl, close() {} };
  const { client, first } = connectedClient(url);
  await first;
  const shared = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: COMMAND_TIMEOUT_MS });
  return {
    handlers: [shared, local],
    ttl,
    close() {
      if (client.isOpen) client.destroy();
    },
  };
}

/** Closes every connection and forgets the stores (tests, shutdown). */
export async function closeSharedStores() {
  for (const config of configs.values()) (await config).close();
  configs.clear();
}
