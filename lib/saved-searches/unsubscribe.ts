// One-click unsubscribe: a signed token (unsubscribe-token.ts) names one saved search; no login. Reading it never
// changes anything (mail scanners open links); only the POST turns the search's alerts off.
import { db } from "@/lib/db";
import { ApiError, notFound } from "@/lib/errors";
import type { AlertFrequency } from "@/lib/saved-searches/schema";
import { readUnsubscribeToken } from "@/lib/saved-searches/unsubscribe-token";

export type UnsubscribeTarget = { id: string; name: string; frequency: AlertFrequency };

export const badTokenMessage =
  "This unsubscribe link is not valid. Open the latest alert again, or manage your saved searches after logging in.";

/** The search a token names; a bad or tampered token is 400, a search since deleted 404. */
export async function findUnsubscribeTarget(token: string | null | undefined): Promise<UnsubscribeTarget> {
  const id = readUnsubscribeToken(token);
  if (!id) throw new ApiError("bad_request", badTokenMessage);
  const search = await db.savedSearch.findUnique({
    where: { id },
    select: { id: true, name: true, frequency: true },
  });
  if (!search) throw notFound("This saved search no longer exists: it was deleted, so it sends nothing.");
  return search;
}

/** Turns off the alerts of the search a token names. */
export async function unsubscribeByToken(token: string | null | undefined): Promise<UnsubscribeTarget> {
  const search = await findUnsubscribeTarget(token);
  await db.savedSearch.update({
    where: { id: search.id },
    data: { frequency: "off" },
    select: { id: true },
  });
  return { ...search, frequency: "off" };
}
