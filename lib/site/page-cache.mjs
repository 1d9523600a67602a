// Next's page cache (the `cacheHandler` in next.config.mjs): @fortedigital/nextjs-cache-handler over the stores of
// lib/site/shared-cache.mjs (Redis shared by every instance with REDIS_URL, else this process's memory), keeping
// every cached page's HTML as plain ASCII (lib/site/ascii-html.mjs says why: a page with a ₹ cost three times the
// CPU to serve).
// Each cached page is stored with its policy (lib/site/script-policy.mjs): a Content-Security-Policy header naming
// the hashes of its inline scripts, which Next sends with the page as its one policy (next.config.mjs sends pages
// none, lib/site/security-headers.mjs). Every entry is prepared as it is stored (the build's pages too, copied in by
// instrumentation.ts), so what a store gives back is served as it is.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { toAsciiHtml } from "./ascii-html.mjs";
import { isFailedRender } from "./failed-render.mjs";
import { routePath } from "./memory-store.mjs";
import { inlineScriptHashes, scriptPolicy } from "./script-policy.mjs";
import { cacheHandlersFor } from "./shared-cache.mjs";

const POLICY = "content-security-policy";

/** @param {{ kind?: string, html?: unknown, headers?: Record<string, unknown> } | null | undefined} value */
function preparePage(value) {
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string") return;
  // Development's scripts use eval and change on every edit: the policy is a production one.
  const production = process.env.NODE_ENV === "production";
  if (production && typeof value.headers?.[POLICY] === "string") return;
  value.html = toAsciiHtml(value.html);
  if (production) {
    value.headers = { ...value.headers, [POLICY]: scriptPolicy(inlineScriptHashes(value.html)) };
  }
}

CacheHandler.onCreation((context) => cacheHandlersFor(context));

export default class PageCache extends CacheHandler {
  async get(key, ctx) {
    // Next 16.4 names a page's entry by its route (`/route-cache/APP_PAGE/<sha-256 of the route>/$/jobs`); the
    // package copies the build's pages in under their paths (`/jobs`, `/index`). A miss on the first is looked up
    // under the second, so a server serves its build's pages from the start (with its database down too).
    const built = routePath(key);
    const entry = (await super.get(key, ctx)) ?? (built ? await super.get(built, ctx) : null);
    // Already prepared when stored; this only guards an entry that reached a store some other way.
    preparePage(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    // A page whose read failed shows its error state to the visitor who asked; it is not kept (an older copy stays).
    if (data?.kind === "APP_PAGE" && typeof data.html === "string" && isFailedRender(data.html)) return;
    preparePage(data);
    return super.set(key, data, ctx);
  }
}
