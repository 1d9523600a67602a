// The session token inside the cookie: next-auth's encrypted JWT (next-auth/jwt encode/decode).
import { decode, encode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";
import { BROWSER_SESSION_TOKEN_SECONDS, REMEMBER_MAX_AGE_SECONDS } from "@/lib/auth/cookie";

/**
 * What the token carries: who, and which sessionVersion. The user row (role included) is re-read on every
 * request, so nothing that can change, like the role, is kept here.
 */
export type SessionClaims = {
  userId: string;
  sessionVersion: number;
  rememberMe: boolean;
  /** Set by registration: the dashboard greets with 'Welcome' instead of 'Welcome back'. */
  isNewUser: boolean;
};

export async function encodeSessionToken(claims: SessionClaims): Promise<string> {
  return encode({
    token: { sub: claims.userId, ...claims },
    secret: authSecret(),
    maxAge: claims.rememberMe ? REMEMBER_MAX_AGE_SECONDS : BROWSER_SESSION_TOKEN_SECONDS,
  });
}

/** The claims of a valid, unexpired token; null for anything else (tampered, expired, another secret). */
export async function decodeSessionToken(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  const secret = authSecret(); // outside the try: a missing secret in production must fail loudly
  try {
    const jwt = await decode({ token, secret });
    if (!jwt) return null;
    const { userId, sessionVersion, rememberMe, isNewUser } = jwt;
    if (typeof userId !== "string" || typeof sessionVersion !== "number") return null;
    return {
      userId,
      sessionVersion,
      rememberMe: rememberMe === true,
      isNewUser: isNewUser === true,
    };
  } catch {
    return null;
  }
}
