// Reading the session: the cookie's token, then the user row re-loaded by id on every request, so that
// logout, a password change or deletion (sessionVersion) revoke earlier cookies and a role change applies at once.
import { cookies } from "next/headers";
import { cache } from "react";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { currentUserSelect, toCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { decodeSessionToken, type SessionClaims } from "@/lib/auth/token";
import { db } from "@/lib/db";

export type { CurrentUser } from "@/lib/auth/current-user";

export type Session = { user: CurrentUser; claims: SessionClaims };

/** The session a cookie value stands for, or null when it is missing, invalid, revoked or its user is gone. */
export async function resolveSession(token: string | undefined): Promise<Session | null> {
  const claims = await decodeSessionToken(token);
  if (!claims) return null;
  const row = await db.user.findUnique({ where: { id: claims.userId }, select: currentUserSelect });
  if (!row || row.sessionVersion !== claims.sessionVersion || row.suspendedAt) return null;
  return { user: toCurrentUser(row), claims };
}

/** The session of the request being rendered (server components, layouts); once per request. */
export const getSession = cache(async (): Promise<Session | null> => {
  const jar = await cookies();
  return resolveSession(jar.get(SESSION_COOKIE)?.value);
});

export async function getCurrentUser(): Promise<CurrentUser | null> {
  return (await getSession())?.user ?? null;
}

/** The session of a route handler's request (works without Next's request scope, as in the tests). */
export function getRequestSession(request: {
  cookies: { get(name: string): { value: string } | undefined };
}) {
  return resolveSession(request.cookies.get(SESSION_COOKIE)?.value);
}
