// The session cookie's name and attributes. No database import: proxy.ts uses this too.
import { env } from "@/lib/env";

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Secure in production, except for a production build served over plain http on this machine
 * (SITE_URL http://localhost…, as `npm start` and the browser tests do): a browser drops Secure cookies there.
 */
function secureCookies(): boolean {
  if (env.NODE_ENV !== "production") return false;
  const site = new URL(env.SITE_URL);
  return !(site.protocol === "http:" && loopbackHosts.has(site.hostname));
}

export const cookieSecure = secureCookies();

/** next-auth's own names, so its helpers (getToken) find the cookie. */
export const SESSION_COOKIE = cookieSecure ? "__Secure-next-auth.session-token" : "next-auth.session-token";

/** 30 days with "remember me". */
export const REMEMBER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Without it the cookie lives as long as the browser session; the token inside expires after a day regardless. */
export const BROWSER_SESSION_TOKEN_SECONDS = 24 * 60 * 60;

export type SessionCookieOptions = {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge?: number;
};

export function sessionCookieOptions(rememberMe: boolean): SessionCookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieSecure,
    path: "/",
    ...(rememberMe ? { maxAge: REMEMBER_MAX_AGE_SECONDS } : {}),
  };
}
