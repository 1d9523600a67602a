// A request for /startup/{segment}, decided in proxy.ts before the page renders (as lib/site/missing-listing.ts
// does for jobs and gigs): an old address by id is moved (308) to the slug's, and an unknown or unapproved startup
// answers 404 with its not-found page in the server's HTML. A startup page is public only, so this holds for
// members and guests alike. The router's own fetches are left to the page (which moves or calls notFound()).
import type { NextRequest } from "next/server";
import { logFailure } from "@/lib/log";
import { findStartupAddress } from "@/lib/startups/address";

const startupPage = /^\/startup\/([^/]+)$/;

/** What proxy.ts does with a request: move it to `moved`, or render it (answering 404 when `missing`). */
export type StartupRequest = { moved: string | null; missing: boolean };

/** null when `pathname` is not a startup's page, the request is the router's, or the database does not answer. */
export async function checkStartupRequest(
  request: NextRequest,
  pathname: string,
): Promise<StartupRequest | null> {
  const match = startupPage.exec(pathname);
  if (!match || request.headers.get("rsc") === "1") return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]!);
  } catch {
    return { moved: null, missing: true };
  }
  try {
    const address = await findStartupAddress(segment);
    return { moved: address.kind === "moved" ? address.path : null, missing: address.kind === "none" };
  } catch (error) {
    logFailure("startup_address_check_failed", error);
    return null;
  }
}
