// Starting, renewing and ending sessions on a response; revoking every earlier session of a user.
import type { NextResponse } from "next/server";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";
import { encodeSessionToken } from "@/lib/auth/token";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type SessionUser = { id: string; sessionVersion: number };

/** Sets the session cookie: 30 days with rememberMe, else a browser-session cookie (no Max-Age). */
export async function startSession(
  response: NextResponse,
  user: SessionUser,
  { rememberMe = false, isNewUser = false }: { rememberMe?: boolean; isNewUser?: boolean } = {},
): Promise<void> {
  const token = await encodeSessionToken({
    userId: user.id,
    sessionVersion: user.sessionVersion,
    rememberMe,
    isNewUser,
  });
  response.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(rememberMe));
}

export function endSession(response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions(false), maxAge: 0 });
}

/** Bumps sessionVersion: every cookie issued before is refused from the next request on. */
export async function revokeSessions(
  userId: string,
  client: Prisma.TransactionClient | typeof db = db,
): Promise<SessionUser> {
  return client.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
    select: { id: true, sessionVersion: true },
  });
}
