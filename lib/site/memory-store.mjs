// This process's store of cached pages and query results: the page cache's only store without REDIS_URL, the one
// behind Redis with it (lib/site/shared-cache.mjs). It is @fortedigital/nextjs-cache-handler's in-process handler
// (local-lru: the same LRU, the same reading of revalidated tags), with two changes:
// - An entry's size is the bytes it holds (its strings and buffers). The package's handler sized each entry with
//   JSON.stringify, which spells every byte of a buffer as a number and leaves a Map out: a view of a list (126 kB)
//   counted as 182 kB, its segments not at all (bench/README.md, "The page store sized by bytes").
// - A list's views (`/en/jobs/search/<view>`, lib/site/list-search.mjs) have a budget of their own: a run of distinct
//   searches pushes out older views, never the pages every visitor lands on.
import { createConfiguredCache } from "@fortedigital/nextjs-cache-handler/local-lru";
import { listOfSearchRoute } from "./list-search.mjs";

/** The pages and query results: the package's limits. */
const PAGES = { maxItemsNumber: 1000, maxItemSizeBytes: 100 * 1024 * 1024 };
/** A list's searches, filters and pages. */
const VIEWS = { maxItemsNumber: 500, maxItemSizeBytes: 50 * 1024 * 1024 };
/** Next's prefix for the tags it derives from a page's path (the package's constant). */
const IMPLICIT_TAG = "_N_T_";

// Next 16.4 names a page's entry by its route (`/route-cache/APP_PAGE/<sha-256 of the route>/$/en/jobs`); the build's
// pages are copied in under their paths (`/jobs`, `/index`).
const ROUTE_KEY = /^\/route-cache\/[A-Z_]+\/[0-9a-f]{64}\/\$(\/.*)$/;

/** The path of the page a route's key names (`/en/jobs`), or undefined for any other key. */
export function routePath(key) {
  return ROUTE_KEY.exec(key)?.[1];
}

/** Whether `key` names a list's view under a language (`/en/jobs/search/<view>`). */
export function isListViewKey(key) {
  const path = routePath(key);
  if (!path) return false;
  return Boolean(listOfSearchRoute(path.replace(/^\/[^/]+/, ""))?.view);
}

/**
 * The bytes an entry holds: its strings' length and its buffers' byteLength, over its objects, arrays and maps (a
 * page's HTML, its RSC payload and segments; a query result's body). Never serialises.
 * @param {unknown} value
 * @returns {number}
 */
export function entryBytes(value, depth = 0) {
  if (typeof value === "string") return value.length;
  if (value === null || typeof value !== "object" || depth > 6) return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  let bytes = 0;
  if (value instanceof Map) {
    for (const [key, item] of value) bytes += String(key).length + entryBytes(item, depth + 1);
    return bytes;
  }
  for (const key in value) bytes += key.length + entryBytes(value[key], depth + 1);
  return bytes;
}

/**
 * The store, as a handler of the package's CacheHandler.
 * @param {{ pages?: typeof PAGES, views?: typeof VIEWS }} [limits]
 */
export function createMemoryStore({ pages = PAGES, views = VIEWS } = {}) {
  const size = (/** @type {unknown} */ entry) => Math.max(1, entryBytes(entry));
  const pageStore = createConfiguredCache(size, pages);
  const viewStore = createConfiguredCache(size, views);
  const storeOf = (/** @type {string} */ key) => (isListViewKey(key) ? viewStore : pageStore);
  /** When each implicit tag was last revalidated. */
  const revalidated = new Map();

  return {
    name: "memory",
    /** @param {string} key @param {{ implicitTags: string[] }} ctx */
    get(key, { implicitTags }) {
      const store = storeOf(key);
      const entry = store.get(key);
      if (!entry) return Promise.resolve(null);
      for (const tag of [...entry.tags, ...implicitTags]) {
        if ((revalidated.get(tag) ?? 0) > entry.lastModified) {
          store.delete(key);
          return Promise.resolve(null);
        }
      }
      return Promise.resolve(entry);
    },
    /** @param {string} key @param {{ tags: string[] }} entry @param {{ setOnlyIfNotExists?: boolean }} [ctx] */
    set(key, entry, ctx) {
      const store = storeOf(key);
      if (!(ctx?.setOnlyIfNotExists && store.has(key))) store.set(key, entry);
      return Promise.resolve();
    },
    /** @param {string} tag */
    revalidateTag(tag) {
      for (const store of [pageStore, viewStore]) {
        for (const [key, { tags }] of store.entries()) if (tags.includes(tag)) store.delete(key);
      }
      if (tag.startsWith(IMPLICIT_TAG)) revalidated.set(tag, Date.now());
      return Promise.resolve();
    },
    /** @param {string} key */
    delete(key) {
      storeOf(key).delete(key);
      return Promise.resolve();
    },
  };
}
