// The list pages' default views (/jobs, /events, /gigs, /startups) are cached pages; so is each view with a search, a
// filter or a page number, at its own address under the list's /search route (`/jobs/search/<view>`), the visitor's
// URL staying /jobs?q=…. proxy.ts rewrites such a request there, on every host (its matchers name each list
// parameter, so Next runs the proxy only for a list request that has one: a default view never goes through it).
// The filters' names are lib/<kind>/schema.ts's (jobFilterFields, …; tests/list-search.test.ts checks them).
// Plain JS (types in list-search.d.mts), as the other modules of lib/site that Next's configuration may read.

/** Each list's parameters, by its path. */
export const listParams = {
  "/jobs": ["q", "type", "page", "city", "mode", "experience", "salaryMin", "salaryMax", "skills"],
  "/events": ["q", "page", "type", "when", "city", "range", "from", "to"],
  "/gigs": ["q", "category", "budgetMin", "budgetMax", "duration", "skills"],
  "/startups": ["q", "industry", "stage", "city", "hiring"],
};

/**
 * The /search route that renders `pathname` with `query`, or null for its default view: when the path is a list's
 * and the query names one of that list's parameters with a value (as Next's `has` query condition reads it: `?q=`
 * alone is the default view; a repeated parameter counts whatever its values).
 * @param {string} pathname
 * @param {URLSearchParams} query
 * @returns {string | null}
 */
export function listSearchPath(pathname, query) {
  const keys = listParams[/** @type {keyof typeof listParams} */ (pathname)];
  if (!keys) return null;
  return keys.some((key) => query.getAll(key).length > 1 || query.get(key)) ? `${pathname}/search` : null;
}

/**
 * The cached page that renders the view `query` of the list at `pathname` (`/jobs/search/<view>`), or null for its
 * default view (listSearchPath). `<view>` is the list's own parameters that have a value, in listParams' order (a
 * repeated one keeps its values' order; anything else, and the URL's order, left out: one view, one cache entry),
 * as base64url, which no server or client decodes or re-encodes on the way (viewParams reads it back).
 * @param {string} pathname
 * @param {URLSearchParams} query
 * @returns {string | null}
 */
export function listViewPath(pathname, query) {
  if (!listSearchPath(pathname, query)) return null;
  const keys = listParams[/** @type {keyof typeof listParams} */ (pathname)];
  const kept = keys.flatMap((key) =>
    query
      .getAll(key)
      .filter((value) => value.trim() !== "")
      .map((value) => [key, value]),
  );
  return `${pathname}/search/${toBase64Url(new URLSearchParams(kept).toString())}`;
}

/**
 * The parameters a view's address names (listViewPath), as a page's `searchParams` has them (a repeated one as a
 * list); an address that is not a view's names none.
 * @param {string} view
 * @returns {Record<string, string | string[]>}
 */
export function viewParams(view) {
  /** @type {Record<string, string | string[]>} */
  const params = {};
  for (const [key, value] of new URLSearchParams(fromBase64Url(view))) {
    const had = params[key];
    params[key] = had === undefined ? value : [had, value].flat();
  }
  return params;
}

/** @param {string} query a URLSearchParams' text: ASCII (it percent-encodes the rest) */
function toBase64Url(query) {
  return btoa(query).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** @param {string} view */
function fromBase64Url(view) {
  try {
    return atob(view.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return "";
  }
}

/**
 * The list whose /search route `pathname` is or is under, with the view it names ("/jobs/search/<view>": "/jobs"
 * and "<view>"; "/jobs/search": "/jobs" and ""), or null. A request for that address itself (not one proxy.ts
 * rewrote there) is sent to the list's own URL.
 * @param {string} pathname
 * @returns {{ list: keyof typeof listParams, view: string } | null}
 */
export function listOfSearchRoute(pathname) {
  const [, list = "", view = ""] = /^(\/[a-z]+)\/search(?:\/([^/]*))?$/.exec(pathname) ?? [];
  return Object.hasOwn(listParams, list)
    ? { list: /** @type {keyof typeof listParams} */ (list), view }
    : null;
}
