// Next's page cache (the `cacheHandler` in next.config.mjs), keeping every cached page's HTML as plain ASCII
// (lib/site/ascii-html.mjs says why: a page with a ₹ cost three times the CPU to serve).
// Each cached page is stored with its policy (lib/site/script-policy.mjs): a Content-Security-Policy header naming
// the hashes of its inline scripts, which Next sends with the page as its one policy (next.config.mjs sends pages
// none, lib/site/security-headers.mjs).
// The store: with REDIS_URL set, the one every instance shares (lib/site/shared-cache.mjs): pages, data-cache
// entries and tag revalidation times, so a change made through one instance shows on every other at once. An
// entry not there yet (a fresh store) is read from Next's FileSystemCache: the build's prerendered pages, checked
// against the shared tag times. Without REDIS_URL, or while the store does not answer, it is Next's FileSystemCache
// as it is (this process's memory and the build's files).
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { toAsciiHtml } from "./ascii-html.mjs";
import { inlineScriptHashes, scriptPolicy } from "./script-policy.mjs";
import { entryTags, sharedCacheFor } from "./shared-cache.mjs";

// A CommonJS module: Node hands its exports object to this import, the bundler of the proxy its default export.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const done = new WeakSet();

/** @param {{ kind?: string, html?: unknown } | null | undefined} value */
function preparePage(value) {
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string" || done.has(value)) return;
  value.html = toAsciiHtml(value.html);
  // Development's scripts use eval and change on every edit: the policy is a production one.
  if (process.env.NODE_ENV === "production") {
    value.headers = {
      ...value.headers,
      "content-security-policy": scriptPolicy(inlineScriptHashes(value.html)),
    };
  }
  done.add(value);
}

export default class PageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.shared = sharedCacheFor(ctx);
  }

  async get(key, ctx) {
    if (!this.shared) {
      const entry = await super.get(key, ctx);
      preparePage(entry?.value);
      return entry;
    }
    const stored = await this.shared.read(key);
    // What the shared store holds went through set() below: already prepared.
    if (stored?.value && typeof stored.value === "object") done.add(stored.value);
    const entry = stored ?? (await super.get(key, ctx));
    if (!entry) return null;
    // Undefined (no answer): served as this process knows it, as without a shared store.
    if (stored !== undefined && (await this.shared.isOutdated(entryTags(entry, ctx), entry.lastModified))) {
      return null;
    }
    preparePage(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    preparePage(data);
    if (this.shared && (await this.shared.write(key, data, ctx))) return;
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    if (this.shared && (await this.shared.revalidate(tags, durations))) return;
    return super.revalidateTag(tags, durations);
  }
}
