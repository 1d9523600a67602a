// Next 16's middleware, the same on every host (next start, the standalone server, scripts/server.mjs, a platform):
// - Optimistic redirects by the session cookie only. Layouts, pages and route handlers make the real checks again
//   (with the guard deleted, nothing protected is served). Only guests are sent away here: whether a signed-in user
//   may open /admin* depends on the role in the database, which the admin layout reads on every request
//   (lib/auth/page-guards.ts).
// - A list with a search, a filter or a page number (/jobs?q=…) is rewritten to its view's cached page under the
//   list's /search route (lib/site/list-search.mjs), after sending a view asked for with empty fields to its
//   canonical URL; the default view is the list's own cached page.
// - Every page rendered per request gets a nonce: Next writes it on each script it renders, and the answer's policy
//   allows those scripts only (lib/site/security-headers.mjs). Cached pages never come here (they carry the hashes of
//   their own scripts, lib/site/page-cache.mjs): a nonce policy beside those would block their scripts.
// - A job or gig page a guest may not see is rewritten before it renders, with status 404, to that kind's not-found
//   page, drawn in the server's HTML (lib/site/missing-listing.ts).
// - A startup's page asked for by its old id is moved (308) to its slug's address; an unknown or unapproved one
//   answers 404 the same way (lib/startups/page-request.ts).
// - A page in another language than English (/hi/jobs) is handled as its English twin's path (/jobs), and any
//   address this proxy sends it to keeps the language's prefix (lib/i18n/locales.ts). Unprefixed addresses are
//   English: app/(en)'s pages where it has them, else app/[locale]'s through next.config.mjs's rewrites, which come
//   after this proxy.
// - A path whose escapes do not decode is answered before Next's router fails on it with a bare 500
//   (lib/site/malformed-path.ts).
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { loginPath } from "@/lib/auth/return-url";
import { decodeSessionToken } from "@/lib/auth/token";
import { englishRoutes } from "@/lib/i18n/english-routes";
import { defaultLocale, localizedPath, splitLocalePath } from "@/lib/i18n/locales";
import { LOCALE_REWRITE_MARK } from "@/lib/i18n/addresses.mjs";
import { cleanListUrl, listViewUrl } from "@/lib/listing-views/list-url";
import { siteUrl } from "@/lib/site/config";
import { listOfSearchRoute, listViewPath, viewParams } from "@/lib/site/list-search.mjs";
import { answerMalformedPath, isMalformedPath } from "@/lib/site/malformed-path";
import { isListingNotFoundPage, isMissingListing, missingListingPage } from "@/lib/site/missing-listing";
import { newNonce, scriptPolicy } from "@/lib/site/script-policy.mjs";
import { rewriteUrl } from "@/lib/site/rewrite-url";
import { checkStartupRequest } from "@/lib/startups/page-request";

/**
 * Set on a list request this proxy rewrote to its view's page, which Next brings back here (a client that sends it
 * itself is only shown the view at that address instead of being sent to the list's).
 */
const LIST_REWRITE_MARK = "x-list-search-rewrite";

/** The request header next-intl reads a page's language from when the page has not set it yet. */
const NEXT_INTL_LOCALE_HEADER = "x-next-intl-locale";

/** The guarded roots, as in `config.matcher` (which Next reads as a literal). */
const guarded = /^\/(?:dashboard|submit-listing|event|admin)(?:\/|$)/;

/** The pages rendered per request, as in `config.matcher`. */
const perRequestPage =
  /^\/(?:(?:dashboard|submit-listing|event|admin)(?:\/.*)?|(?:job|gig|startup|u)\/[^/]+|login|reset-password|unsubscribe|documentation)$/;

/**
 * An address whose first segment no page, file or route has (as in `config.matcher`): the 404 page, rendered per
 * request (app/[locale]/[...rest]), so it gets a nonce policy here like every page rendered per request.
 */
const unknownPage =
  /^\/(?!(?:api|_next|hi|qps|en|about|team|jobs|job|events|event|gigs|gig|startups|startup|courses|documentation|services|solutions|consultation|leaderboard|contact|developers|privacy-policy|terms-of-use|refund-and-cancellation|u|login|reset-password|unsubscribe|dashboard|submit-listing|admin|fonts|images|icons|opengraph-image[^/]*|apple-icon[^/]*|icon[^/]*)(?:\/|$))[^/.]+(?:\/.*)?$/;

const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

export async function proxy(request: NextRequest) {
  const { search, searchParams } = request.nextUrl;
  if (isMalformedPath(request.nextUrl.pathname)) return answerMalformedPath(request);
  // The page's language, and its path as English has it: every rule below reads that path.
  const { locale, path: pathname } = splitLocalePath(request.nextUrl.pathname);
  const inLocale = (path: string) => localizedPath(locale, path);
  // Next matches a matcher against the path and its decoded form; so does this.
  const paths = [pathname, decoded(pathname)];
  if (paths.some((path) => guarded.test(path))) {
    const claims = await decodeSessionToken(request.cookies.get(SESSION_COOKIE)?.value);
    if (!claims) return NextResponse.redirect(siteUrl(inLocale(loginPath(inLocale(`${pathname}${search}`)))));
  }
  // A list's /search route or a view's page asked for by its own address: the list's URL of that view. Next runs the
  // proxy again for the path a rewrite of ours names, with the request's headers as we set them: that one carries
  // the mark, and goes on to the cached page as it is.
  const searchRoute = listOfSearchRoute(pathname);
  if (searchRoute) {
    if (request.headers.has(LIST_REWRITE_MARK)) return NextResponse.next();
    const { list, view } = searchRoute;
    const params = view ? viewParams(view) : paramsOf(searchParams);
    return NextResponse.redirect(siteUrl(inLocale(listViewUrl(list, params))), 303);
  }
  const viewPath = listViewPath(pathname, searchParams);
  if (viewPath) {
    // A filter form sent without JavaScript writes its empty fields too: the view's canonical URL leaves them out.
    const clean = cleanListUrl(pathname, paramsOf(searchParams));
    if (clean !== null) return NextResponse.redirect(siteUrl(inLocale(clean)), 307);
    return showListView(request, `/${locale}${viewPath}`);
  }
  // A page a missing listing is rewritten to: its own rewrite come back, or asked for by its own address.
  if (isListingNotFoundPage(pathname)) {
    return renderPerRequest(request, missingListingPage(request, locale, pathname), true, locale);
  }
  if (!paths.some((path) => perRequestPage.test(path) || unknownPage.test(path))) {
    return NextResponse.next();
  }
  const startup = await checkStartupRequest(request, pathname);
  if (startup?.moved) return NextResponse.redirect(siteUrl(inLocale(startup.moved)), 308);
  const missing = startup ? startup.missing : await isMissingListing(request, pathname);
  // English is rewritten here to its app/[locale] address too, unless app/(en) serves it (lib/i18n/english-routes.tsx):
  // next.config.mjs's rewrite would do it after the proxy, but a config rewrite's RSC answer names the rewritten path,
  // and Next's client then kept the old page on screen for a link that changed only the query. A path already under
  // /en is this proxy's own rewrite, come back.
  const english = locale === defaultLocale && !/^\/en(?:\/|$)/.test(request.nextUrl.pathname);
  const target = missing
    ? missingListingPage(request, locale, pathname)
    : english && !englishRoutes.has(pathname)
      ? `/en${pathname === "/" ? "" : pathname}`
      : null;
  return renderPerRequest(request, target, missing, locale);
}

/** A query's parameters as a page's `searchParams` has them. */
const paramsOf = (query: URLSearchParams) =>
  Object.fromEntries([...new Set(query.keys())].map((key) => [key, query.getAll(key)]));

/**
 * A list's view, rewritten to its cached page under app/[locale] (English's too: `/en/jobs/search/<view>`), marked
 * so that neither the English redirect nor the proxy's second pass sends it back. A cached page carries its
 * scripts' hashes (lib/site/page-cache.mjs): no nonce policy here.
 */
function showListView(request: NextRequest, viewPath: string) {
  const headers = new Headers(request.headers);
  headers.set(LIST_REWRITE_MARK, "1");
  headers.set(LOCALE_REWRITE_MARK, "1");
  return NextResponse.rewrite(destination(request, viewPath), { request: { headers } });
}

/**
 * A page rendered per request goes on (to `rewriteTo` when given, its query unchanged) with a fresh nonce in its own
 * Content-Security-Policy header, where Next reads it, and the answer carries the page's policy naming it; `missing`
 * (rewritten to its not-found page) answers 404, a rewrite's status, which a platform's adapter keeps too. The
 * request's headers are replaced, so a client can neither choose the nonce nor send the mark.
 */
function renderPerRequest(request: NextRequest, rewriteTo: string | null, missing: boolean, locale: string) {
  const headers = new Headers(request.headers);
  // The page's language, for whatever reads the catalog before the page has said so (next-intl reads this header
  // then; a layout or metadata rendered beside the page could otherwise fix the whole answer in English).
  headers.set(NEXT_INTL_LOCALE_HEADER, locale);
  headers.delete(LIST_REWRITE_MARK);
  headers.delete(LOCALE_REWRITE_MARK);
  if (rewriteTo) headers.set(LOCALE_REWRITE_MARK, "1");
  // Development's scripts use eval and change on every edit: the development policy (next.config.mjs) stays.
  const policy = process.env.NODE_ENV === "production" ? scriptPolicy([`'nonce-${newNonce()}'`]) : null;
  if (policy) headers.set("content-security-policy", policy);
  const init = { request: { headers }, ...(missing ? { status: 404 } : {}) };
  const response = rewriteTo
    ? NextResponse.rewrite(destination(request, rewriteTo), init)
    : NextResponse.next(init);
  if (policy) response.headers.set("Content-Security-Policy", policy);
  return response;
}

function destination(request: NextRequest, pathname: string): URL {
  return rewriteUrl(request, pathname, request.nextUrl.search);
}

export const config = {
  matcher: [
    // Each page in every language: English unprefixed, the others under their code (any two or three letters here:
    // splitLocalePath decides which are languages, so a new language needs no matcher).
    // Guarded (and rendered per request).
    "/:locale([a-z]{2,3})?/dashboard/:path*",
    "/:locale([a-z]{2,3})?/submit-listing/:path*",
    "/:locale([a-z]{2,3})?/event/:path*",
    "/admin/:path*",
    // Rendered per request: a listing, startup or builder profile, the sign-in pages, the documentation's search.
    "/:locale([a-z]{2,3})?/(job|gig|startup|u)/:id",
    "/:locale([a-z]{2,3})?/(login|reset-password|unsubscribe|documentation)",
    // A list's /search route and its views' pages (sent to the list's URL unless this proxy rewrote them there).
    "/:locale([a-z]{2,3})?/(jobs|events|gigs|startups)/search/:view*",
    // The pages a missing listing is rewritten to: the rewrite come back, or asked for by their own address.
    "/:locale([a-z]{2,3})?/missing-listing/:path*",
    // Any path with a percent sign (lib/site/malformed-path.ts).
    "/:path(.*%.*)",
    // An address no page has (lib: unknownPage above): the 404 page, rendered per request.
    "/((?!(?:api|_next|hi|qps|en|about|team|jobs|job|events|event|gigs|gig|startups|startup|courses|documentation|services|solutions|consultation|leaderboard|contact|developers|privacy-policy|terms-of-use|refund-and-cancellation|u|login|reset-password|unsubscribe|dashboard|submit-listing|admin|fonts|images|icons|opengraph-image[^/]*|apple-icon[^/]*|icon[^/]*)(?:/|$))[^/.]+(?:/.*)?)",
    // A list with one of its parameters (lib/site/list-search.mjs's listParams; proxy.test.ts checks they agree).
    { source: "/:locale([a-z]{2,3})?/jobs", has: [{ type: "query", key: "q" }] },
    { source: "/:locale([a-z]{2,3})?/jobs", has: [{ type: "query", key: "type" }] },
    { source: "/:locale([a-z]{2,3})?/jobs", has: [{ type: "query", key: "page" }] },
    { source: "/:locale([a-z]{2,3})?/jobs", has: [{ type: "query", key: "city" }] },
    { source: "/:locale([a-z]{2,3})?/jobs", has: [{ type: "query", key: "mode" }] },
    { source: "/:locale([a-z]{2,3})?/jobs", has: [{ type: "query", key: "experience" }] },
    { source: "/:locale([a-z]{2,3})?/jobs", has: [{ type: "query", key: "salaryMin" }] },
    { source: "/:locale([a-z]{2,3})?/jobs", has: [{ type: "query", key: "salaryMax" }] },
    { source: "/:locale([a-z]{2,3})?/jobs", has: [{ type: "query", key: "skills" }] },
    { source: "/:locale([a-z]{2,3})?/events", has: [{ type: "query", key: "q" }] },
    { source: "/:locale([a-z]{2,3})?/events", has: [{ type: "query", key: "page" }] },
    { source: "/:locale([a-z]{2,3})?/events", has: [{ type: "query", key: "type" }] },
    { source: "/:locale([a-z]{2,3})?/events", has: [{ type: "query", key: "when" }] },
    { source: "/:locale([a-z]{2,3})?/events", has: [{ type: "query", key: "city" }] },
    { source: "/:locale([a-z]{2,3})?/events", has: [{ type: "query", key: "range" }] },
    { source: "/:locale([a-z]{2,3})?/events", has: [{ type: "query", key: "from" }] },
    { source: "/:locale([a-z]{2,3})?/events", has: [{ type: "query", key: "to" }] },
    { source: "/:locale([a-z]{2,3})?/gigs", has: [{ type: "query", key: "q" }] },
    { source: "/:locale([a-z]{2,3})?/gigs", has: [{ type: "query", key: "category" }] },
    { source: "/:locale([a-z]{2,3})?/gigs", has: [{ type: "query", key: "budgetMin" }] },
    { source: "/:locale([a-z]{2,3})?/gigs", has: [{ type: "query", key: "budgetMax" }] },
    { source: "/:locale([a-z]{2,3})?/gigs", has: [{ type: "query", key: "duration" }] },
    { source: "/:locale([a-z]{2,3})?/gigs", has: [{ type: "query", key: "skills" }] },
    { source: "/:locale([a-z]{2,3})?/startups", has: [{ type: "query", key: "q" }] },
    { source: "/:locale([a-z]{2,3})?/startups", has: [{ type: "query", key: "industry" }] },
    { source: "/:locale([a-z]{2,3})?/startups", has: [{ type: "query", key: "stage" }] },
    { source: "/:locale([a-z]{2,3})?/startups", has: [{ type: "query", key: "city" }] },
    { source: "/:locale([a-z]{2,3})?/startups", has: [{ type: "query", key: "hiring" }] },
  ],
};
