// Next's own page cache (memory, and the build's prerendered files), keeping every cached page's HTML as plain
// ASCII (lib/site/ascii-html.mjs says why: a page with a ₹ cost three times the CPU to serve).
// Each cached page is stored with its script policy (lib/site/script-policy.mjs): a Content-Security-Policy header
// naming the hashes of its inline scripts, which Next sends with the page.
// Named as `cacheHandler` in next.config.mjs; everything else is Next's FileSystemCache as it is.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { toAsciiHtml } from "./ascii-html.mjs";
import { inlineScriptHashes, scriptPolicy } from "./script-policy.mjs";

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
  async get(...args) {
    const entry = await super.get(...args);
    preparePage(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    preparePage(data);
    return super.set(key, data, ctx);
  }
}
