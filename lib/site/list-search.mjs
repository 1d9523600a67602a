// The list pages' default views (/jobs, /events, /gigs, /startups) are cached pages; with a search, a filter or a
// page number they are rendered per request by their /search route, the visitor's URL staying /jobs?q=…. Our HTTP
// server (scripts/server.mjs) marks such a request with LIST_SEARCH_HEADER, and next.config.mjs's one rewrite sends a
// marked list request to /search. It was one rewrite per parameter (28, each a `has` query condition), and Next tests
// every rule on every request, whatever the path: about 80 µs of a 400 µs request (bench/README.md).
// The filters' names are lib/<kind>/schema.ts's (jobFilterFields, …; list-search.test.ts checks them).
// Plain JS, so next.config.mjs and the server can import it.

/** Set by the server on a list request that has one of its list's parameters; never taken from the client. */
export const LIST_SEARCH_HEADER = "x-list-search";

/** Each list's parameters, by its path. */
export const listParams = {
  "/jobs": ["q", "type", "page", "city", "mode", "experience", "salaryMin", "salaryMax", "skills"],
  "/events": ["q", "page", "type", "when", "city", "range", "from", "to"],
  "/gigs": ["q", "category", "budgetMin", "budgetMax", "duration", "skills"],
  "/startups": ["q", "industry", "stage", "city", "hiring"],
};

/** next.config.mjs's rewrite: a marked list request is rendered by the list's /search route. */
export const listSearchRewrite = {
  source: "/:list(jobs|events|gigs|startups)",
  has: [{ type: "header", key: LIST_SEARCH_HEADER }],
  destination: "/:list/search",
};

/**
 * Marks `req` when its path is a list's and its query names one of that list's parameters with a value (as Next's
 * `has` query condition read it: `?q=` alone is the default view), and removes any mark the client sent.
 * @param {import("node:http").IncomingMessage} req
 */
export function markListSearch(req) {
  delete req.headers[LIST_SEARCH_HEADER];
  const url = req.url ?? "/";
  const mark = url.indexOf("?");
  if (mark === -1) return;
  const keys = listParams[/** @type {keyof typeof listParams} */ (url.slice(0, mark))];
  if (!keys) return;
  const query = new URLSearchParams(url.slice(mark + 1));
  if (keys.some((key) => query.getAll(key).length > 1 || query.get(key)))
    req.headers[LIST_SEARCH_HEADER] = "1";
}
