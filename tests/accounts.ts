// Test helpers for accounts: unique users, session cookies, requests to route handlers, the mail outbox.
import { NextRequest } from "next/server";
import { makeReferralCode } from "@/lib/accounts/referral-code";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { hashPassword } from "@/lib/auth/password";
import { encodeSessionToken } from "@/lib/auth/token";
import { db } from "@/lib/db";
import { readOutbox, type OutboxMail } from "./helpers/outbox";

export const TEST_PASSWORD = "Builder@2026";

let passwordHash: Promise<string> | undefined;

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export type TestUser = {
  id: string;
  email: string;
  username: string;
  sessionVersion: number;
  role: "Admin" | "Member";
};

export async function createTestUser(
  overrides: { role?: "Admin" | "Member"; email?: string } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = uniqueSuffix();
  const username = `u_${suffix}`;
  return db.user.create({
    data: {
      username,
      email: overrides.email ?? `${username}@example.com`,
      firstName: "Test",
      lastName: "User",
      role: overrides.role ?? "Member",
      passwordHash: await passwordHash,
      dateOfBirth: new Date("2000-01-01"),
      countryCode: "+91",
      mobileNumber: "9876543210",
      referralCode: makeReferralCode(username),
    },
    select: { id: true, email: true, username: true, sessionVersion: true, role: true },
  });
}

/** A Cookie header value holding a valid session for `user`. */
export async function sessionCookieFor(user: TestUser): Promise<string> {
  const token = await encodeSessionToken({
    userId: user.id,
    sessionVersion: user.sessionVersion,
    rememberMe: false,
    isNewUser: false,
  });
  return `${SESSION_COOKIE}=${token}`;
}

export const routeContext = { params: Promise.resolve({}) };

/** A request to a route handler: JSON body, a unique client IP unless given, cookie when given. */
export function apiRequest(
  method: string,
  url: string,
  {
    body,
    cookie,
    ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    headers = {},
  }: {
    body?: unknown;
    cookie?: string;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): NextRequest {
  const all: Record<string, string> = { host: "localhost", "x-forwarded-for": ip, ...headers };
  if (cookie) all.cookie = cookie;
  if (body !== undefined) all["content-type"] = "application/json";
  return new NextRequest(
    new Request(`http://localhost${url}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** The session cookie a response set, as a Cookie header value ("" when it cleared it). */
export function cookieFrom(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = header.match(new RegExp(`${SESSION_COOKIE.replace(/[.]/g, "\\.")}=([^;]*)`));
  return match?.[1] ? `${SESSION_COOKIE}=${match[1]}` : "";
}

/** The newest mail sent to `to` (tests write mail to MAIL_OUTBOX_DIR). */
export async function latestMailTo(to: string): Promise<OutboxMail | undefined> {
  return (await readOutbox()).find((mail) => mail.to === to.toLowerCase());
}

/** Marks an email as verified (what a correct /api/otp/verify does), for tests about later steps. */
export async function markEmailVerified(email: string): Promise<void> {
  await db.emailCode.create({
    data: {
      email: email.toLowerCase(),
      codeHash: "test",
      expiresAt: new Date(Date.now() + 600_000),
      verifiedAt: new Date(),
    },
  });
}

export function registration(overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix();
  return {
    firstName: "Asha",
    lastName: "Rao",
    username: `asha_${suffix}`.slice(0, 30),
    dateOfBirth: "2001-05-17",
    email: `asha_${suffix}@example.com`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    countryCode: "+91",
    mobileNumber: "9876543210",
    referralCode: "",
    agreeToTerms: true,
    ...overrides,
  };
}
