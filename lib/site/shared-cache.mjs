// The cache store every server instance shares (Redis), used by the `cacheHandler` (lib/site/page-cache.mjs) when
// REDIS_URL is set: cached pages, data-cache entries (unstable_cache) and the times tags were revalidated, under
// keys named by the build (`<REDIS_KEY_PREFIX>:<build id>:…`), so a new deployment never reads an old build's pages.
// A store that cannot be reached is a miss, never an error: each call answers `undefined` ("no answer") within
// COMMAND_TIMEOUT_MS, and the handler falls back to Next's own cache in this process. Logged once per outage.
// Plain .mjs: Next's server loads the handler outside the app's bundle, so it reads process.env and logs itself.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";

/** A command that takes longer counts as the store being down (the request renders instead of waiting). */
const COMMAND_TIMEOUT_MS = 500;
/** How long the first request of a process waits for the first connection. */
const FIRST_CONNECT_MS = 2000;
/** Pages are kept a week (a miss falls back to the build's page); data entries ten revalidate periods, 5 min–1 day. */
const PAGE_TTL_SECONDS = 7 * 24 * 3600;
const DATA_TTL_SECONDS = { min: 300, max: 24 * 3600 };
const TAGS_HEADER = "x-next-cache-tags";

function logStore(level, event, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Buffers (a page's RSC payload and segments, a route's body) and Maps (the segments) survive JSON this way.
function encode(value) {
  return JSON.stringify(value, function replace(key, json) {
    const raw = this[key];
    if (raw instanceof Uint8Array) return { __bhBuffer: Buffer.from(raw).toString("base64") };
    if (raw instanceof Map) return { __bhMap: [...raw] };
    return json;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object") {
      if (typeof value.__bhBuffer === "string") return Buffer.from(value.__bhBuffer, "base64");
      if (Array.isArray(value.__bhMap)) return new Map(value.__bhMap);
    }
    return value;
  });
}

/** The tags an entry was cached under: a page's from its header, a data entry's from the call and the entry. */
export function entryTags(entry, ctx) {
  const value = entry?.value;
  if (value?.kind === "FETCH") return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value.tags ?? [])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

function ttlOf(data) {
  if (data?.kind !== "FETCH") return PAGE_TTL_SECONDS;
  if (typeof data.revalidate !== "number" || data.revalidate <= 0) return DATA_TTL_SECONDS.max;
  return Math.min(DATA_TTL_SECONDS.max, Math.max(DATA_TTL_SECONDS.min, data.revalidate * 10));
}

class SharedStore {
  constructor(url) {
    this.url = url;
    this.down = false;
    this.lastConnect = 0;
    this.client = createClient({
      url,
      // Fail at once while disconnected instead of queueing commands until the store is back.
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    this.client.on("error", (error) => this.noteDown(error));
    this.client.on("ready", () => this.noteUp());
    // Settled by the first connection or the first failure (the client itself goes on retrying).
    this.firstConnect = new Promise((resolve) => {
      this.client.once("error", () => resolve());
      void this.connect().then(resolve);
    });
  }

  connect() {
    this.lastConnect = Date.now();
    return this.client.connect().then(
      () => undefined,
      (error) => this.noteDown(error),
    );
  }

  noteDown(error) {
    if (this.down) return;
    this.down = true;
    logStore("error", "cache_store_unavailable", { message: error?.message ?? String(error) });
  }

  noteUp() {
    if (!this.down) return;
    this.down = false;
    logStore("info", "cache_store_available");
  }

  /** The client when it is connected, else null (and a new connection is tried at most every 5 s). */
  async ready() {
    if (this.firstConnect) {
      await withTimeout(this.firstConnect, FIRST_CONNECT_MS).catch((error) => this.noteDown(error));
      this.firstConnect = undefined;
    }
    if (this.client.isReady) return this.client;
    if (!this.client.isOpen && Date.now() - this.lastConnect > 5000) void this.connect();
    return null;
  }

  /** Runs a command; `undefined` when the store did not answer. */
  async run(command) {
    const client = await this.ready();
    if (!client) return undefined;
    try {
      const result = await withTimeout(command(client), COMMAND_TIMEOUT_MS);
      this.noteUp();
      return result;
    } catch (error) {
      this.noteDown(error);
      return undefined;
    }
  }

  close() {
    if (this.client.isOpen) this.client.destroy();
  }
}

const stores = (globalThis[Symbol.for("buildersHub.sharedCacheStores")] ??= new Map());

/** One connection per store address, shared by every handler object of the process (Next makes one a request). */
function storeAt(url) {
  let store = stores.get(url);
  if (!store) stores.set(url, (store = new SharedStore(url)));
  return store;
}

/** Closes every connection (tests, shutdown). */
export function closeSharedStores() {
  for (const store of stores.values()) store.close();
  stores.clear();
}

const buildIds = new Map();

function buildIdOf(serverDistDir) {
  if (!buildIds.has(serverDistDir)) {
    let id = null;
    try {
      id = readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim() || null;
    } catch {
      logStore("warn", "cache_store_no_build_id", { serverDistDir });
    }
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

/**
 * The shared cache for a handler's context, or null: no REDIS_URL, during `next build` (its pages are the build's
 * files), or no build id to name the keys by.
 */
export function sharedCacheFor(ctx, environment = process.env) {
  const url = environment.REDIS_URL;
  if (!url || environment.NEXT_PHASE === "phase-production-build" || !ctx?.serverDistDir) return null;
  const buildId = buildIdOf(ctx.serverDistDir);
  if (!buildId) return null;
  const prefix = `${environment.REDIS_KEY_PREFIX || "bh"}:${buildId}:`;
  return new SharedCache(storeAt(url), prefix);
}

export class SharedCache {
  constructor(store, prefix) {
    this.store = store;
    this.entryKey = (key) => `${prefix}entry:${key}`;
    this.expiredKey = `${prefix}tags:expired`;
    this.staleKey = `${prefix}tags:stale`;
  }

  /** The stored entry; null when there is none, undefined when the store did not answer. */
  async read(key) {
    const text = await this.store.run((client) => client.get(this.entryKey(key)));
    if (text === undefined) return undefined;
    if (text === null) return null;
    try {
      return decode(text);
    } catch {
      return null;
    }
  }

  /** Stores an entry with the time it was made; false when the store did not take it. */
  async write(key, data, ctx) {
    const entry = {
      lastModified: Date.now(),
      value: data,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    };
    if (data?.kind === "FETCH") entry.value = { ...data, tags: ctx?.tags ?? data.tags ?? [] };
    const text = encode(entry);
    const done = await this.store.run((client) => client.set(this.entryKey(key), text, { EX: ttlOf(data) }));
    return done !== undefined;
  }

  /** Marks tags revalidated now for every instance (stale, and expired unless durations say later); false on failure. */
  async revalidate(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return true;
    const now = Date.now();
    const fields = (at) => Object.fromEntries(list.map((tag) => [tag, String(at)]));
    const done = await this.store.run((client) => {
      const multi = client.multi();
      if (durations) {
        multi.hSet(this.staleKey, fields(now));
        if (durations.expire !== undefined)
          multi.hSet(this.expiredKey, fields(now + durations.expire * 1000));
      } else {
        multi.hSet(this.expiredKey, fields(now));
      }
      multi.expire(this.staleKey, PAGE_TTL_SECONDS).expire(this.expiredKey, PAGE_TTL_SECONDS);
      return multi.exec();
    });
    return done !== undefined;
  }

  /**
   * True when one of the tags was revalidated (by any instance) after `lastModified`: the entry is a miss and is
   * rendered anew. A tag marked only stale counts too (this site expires at once). Undefined: no answer.
   */
  async isOutdated(tags, lastModified) {
    if (tags.length === 0) return false;
    const times = await this.store.run((client) =>
      Promise.all([client.hmGet(this.expiredKey, tags), client.hmGet(this.staleKey, tags)]),
    );
    if (times === undefined) return undefined;
    const now = Date.now();
    const [expired, stale] = times;
    return tags.some((_, i) => {
      const expiredAt = Number(expired[i] ?? Number.NaN);
      const staleAt = Number(stale[i] ?? Number.NaN);
      return (expiredAt > lastModified && expiredAt <= now) || staleAt > lastModified;
    });
  }
}
