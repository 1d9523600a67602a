// A job or gig page that does not exist (or a builder profile a guest may not open) answers 404 with its own not-found page in the server's HTML, on every host.
// A page cannot set its status once Next renders it, and notFound() from a page rendered per request answers 404
// with a body that is empty until JavaScript draws it (Next's error shell). So proxy.ts decides before the render,
// as Next's documentation advises for a request-time 404: for a guest's document request it asks whether a guest
// may see the listing (the one visibility rule, lib/auth/policy.ts); when not, it rewrites the request to
// app/[locale]/missing-listing/<kind>, a page that draws that kind's not-found state, with the status 404: a
// rewrite's status is kept by a platform's adapter too, where one given to NextResponse.next() is lost
// (bench/opennext.md). A member's request (their own pending listing is theirs to see) and the router's own fetches
// are left to the page, which calls notFound() (404; drawn by the browser).
import type { NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { LOCALE_REWRITE_MARK } from "@/lib/i18n/addresses.mjs";
import { canSeeListing } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { logFailure } from "@/lib/log";
import { isProfilePublic, profileLinkSelect } from "@/lib/profiles/visibility";

const detailPage = /^\/(job|gig|u)\/([^/]+)$/;
/** app/[locale]/missing-listing/* (English's under /en): where proxy.ts rewrites a missing listing's page. */
const notFoundPages = /^(?:\/en)?\/missing-listing(?:\/|$)/;

/** Whether `pathname` (its language's prefix taken off, English's /en kept) is one of those pages: always a 404. */
export const isListingNotFoundPage = (pathname: string) => notFoundPages.test(pathname);

const find = { select: { status: true, postedById: true } } as const;
/** Whether a guest may see the page's subject: a listing by the one visibility rule, a profile by its own. */
const guestMaySee = {
  job: async (id: string) => {
    const row = await db.job.findUnique({ where: { id }, ...find });
    return !!row && canSeeListing(null, row);
  },
  gig: async (id: string) => {
    const row = await db.gig.findUnique({ where: { id }, ...find });
    return !!row && canSeeListing(null, row);
  },
  u: async (username: string) => {
    const row = await db.user.findUnique({ where: { username }, select: profileLinkSelect });
    return !!row && isProfilePublic(row);
  },
};

/**
 * Whether `request` is a guest's document request for a job's or gig's page that a guest may not see (unknown, or
 * not approved). False when the database does not answer: the page shows its failed-load state.
 */
export async function isMissingListing(request: NextRequest, pathname: string): Promise<boolean> {
  const match = detailPage.exec(pathname);
  if (!match || request.headers.get("rsc") === "1" || request.cookies.has(SESSION_COOKIE)) return false;
  const [, kind, segment] = match as unknown as [string, keyof typeof guestMaySee, string];
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return true;
  }
  try {
    return !(await guestMaySee[kind](id));
  } catch (error) {
    logFailure("missing_listing_check_failed", error);
    return false;
  }
}

/**
 * Where proxy.ts sends a missing listing's page, `/job/…` in `locale`: that kind's not-found page. One of those pages
 * is this proxy's own rewrite when it carries the mark: it goes on, still with 404 (null; on a server bound to
 * 127.0.0.1, Next brings the rewrite back as a request of its own, and its status is that one's). Asked for by its
 * own address, it goes to `/<locale>/missing-listing`, which no page has: the language's 404 page
 * (app/[locale]/[...rest]), not a 200 "Job Not Found".
 */
export function missingListingPage(request: NextRequest, locale: string, pathname: string): string | null {
  if (!notFoundPages.test(pathname)) return `/${locale}/missing-listing/${pathname.split("/")[1]}`;
  return request.headers.has(LOCALE_REWRITE_MARK) ? null : `/${locale}/missing-listing`;
}
