// next-auth v4 configuration: the Credentials provider with the JWT strategy.
//
// The documented contract is our own POST /api/auth/login (JSON in, { success, user } out), so next-auth's
// built-in endpoints (/api/auth/signin, /callback, /csrf, /session) are not mounted: they would be a second,
// undocumented way in, and their rolling cookie would not honour rememberMe. Our routes issue and read the
// same next-auth JWT through next-auth/jwt (lib/auth/token.ts) with the settings below.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { verifyCredentials } from "@/lib/accounts/credentials";
import { REMEMBER_MAX_AGE_SECONDS, SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";
import { authSecret } from "@/lib/auth/secret";

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: REMEMBER_MAX_AGE_SECONDS },
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions(true) } },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials) {
          if (!credentials?.email || !credentials.password) return null;
          const user = await verifyCredentials(credentials.email, credentials.password);
          return user ? { id: user.id, sessionVersion: user.sessionVersion } : null;
        },
      }),
    ],
    callbacks: {
      // The token carries the user id and sessionVersion; everything else (the role too) is re-read per request.
      async jwt({ token, user }) {
        if (user) {
          const u = user as { id: string; sessionVersion?: number };
          token.userId = u.id;
          token.sessionVersion = u.sessionVersion ?? 0;
        }
        return token;
      },
    },
  };
}
