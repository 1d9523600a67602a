// The account-wide ceiling on password guessing (POST /api/auth/login) and the step-up sign-in by mailed code
// (POST /api/auth/login/code): past 20 failed checks in 15 minutes, from any number of addresses, every password
// attempt gets one answer without a check; the owner signs in with the code; one audit row says so.
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as loginCode } from "@/app/api/auth/login/code/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { msg } from "@/lib/accounts/messages";
import { db } from "@/lib/db";
import {
  apiRequest,
  cookieFrom,
  createTestUser,
  routeContext,
  TEST_PASSWORD,
  uniqueSuffix,
} from "@/tests/accounts";
import { mailsTo, uniqueIp } from "@/tests/helpers/api";
import { isSignedIn, NEW_PASSWORD } from "@/tests/sign-in";

// next/server's after(): the work a handler leaves for after its answer waits here until the test runs it.
const afterResponse = vi.hoisted(() => {
  const tasks: (() => unknown)[] = [];
  return {
    tasks,
    async run() {
      while (tasks.length) await tasks.shift()!();
    },
  };
});
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => unknown) => void afterResponse.tasks.push(task),
}));

const BUDGET = 20;
const WRONG = "Wrong@12345";

/** A login attempt, then the work left for after its answer (the audit row, the code mail). */
async function logIn(email: string, password: string, ip = uniqueIp()) {
  const res = await login(
    apiRequest("POST", "/api/auth/login", { body: { email, password }, ip }),
    routeContext,
  );
  await afterResponse.run();
  return res;
}

const withCode = (email: string, code: string, ip = uniqueIp()) =>
  loginCode(apiRequest("POST", "/api/auth/login/code", { body: { email, code }, ip }), routeContext);

/** Everything a caller can read of an answer but the request id (which differs on every answer). */
async function answer(res: Response) {
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get("retry-after") !== null };
}

const signInMails = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.subject === "Your Builders Hub sign-in code");

async function mailedCode(email: string): Promise<string> {
  const [mail] = await signInMails(email);
  const code = mail?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error("no sign-in code mailed");
  return code;
}

/** Wrong passwords from `addresses` addresses, two from each, in turn: the answers' statuses. */
async function guessFrom(email: string, addresses: number): Promise<number[]> {
  const statuses: number[] = [];
  const ips = Array.from({ length: addresses }, () => uniqueIp());
  for (const ip of ips) for (let i = 0; i < 2; i++) statuses.push((await logIn(email, WRONG, ip)).status);
  return statuses;
}

const stepUp = {
  success: false,
  code: "rate_limited",
  message: msg.loginLocked,
  errors: { stepUp: "code" },
};

afterEach(() => vi.restoreAllMocks());

describe("the account-wide budget of password checks", () => {
  it("from 25 addresses, 20 checks at most; then the right password gets the same 429 as a wrong one", async () => {
    const password = await import("@/lib/auth/password");
    const user = await createTestUser();
    const verify = vi.spyOn(password, "verifyPassword");
    const statuses = await guessFrom(user.email, 25);
    expect(verify).toHaveBeenCalledTimes(BUDGET);
    expect(statuses.slice(0, BUDGET).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(BUDGET).every((s) => s === 429)).toBe(true);

    // The right password from an address that never failed: not checked, answered as a guess is.
    const right = await logIn(user.email, TEST_PASSWORD);
    const wrong = await logIn(user.email, WRONG);
    expect(verify).toHaveBeenCalledTimes(BUDGET);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(right.headers.get("set-cookie")).toBeNull();
    const rightAnswer = await answer(right);
    expect(rightAnswer).toEqual({ status: 429, body: stepUp, retryAfter: true });
    expect(await answer(wrong)).toEqual(rightAnswer);
  });

  it("mails exactly one sign-in code and writes one audit row with the count", async () => {
    const user = await createTestUser();
    await guessFrom(user.email, 25);
    await logIn(user.email, TEST_PASSWORD);
    expect(await signInMails(user.email)).toHaveLength(1);
    const rows = await db.auditLog.findMany({ where: { action: "login.locked", targetId: user.id } });
    expect(rows).toEqual([
      expect.objectContaining({ actorId: null, actorEmail: "system", targetType: "user" }),
    ]);
    expect(rows[0]!.summary).toContain(`${BUDGET} failed password logins for ${user.email}`);
  });

  it("answers an unknown email exactly as a known one past the budget, and mails nothing", async () => {
    const user = await createTestUser();
    const nobody = `nobody_${uniqueSuffix()}@example.com`;
    await guessFrom(user.email, 10);
    await guessFrom(nobody, 10);
    const known = await answer(await logIn(user.email, WRONG));
    expect(known.status).toBe(429);
    expect(await answer(await logIn(nobody, WRONG))).toEqual(known);
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("holds when the guesses arrive all at once", async () => {
    const password = await import("@/lib/auth/password");
    const user = await createTestUser();
    const verify = vi.spyOn(password, "verifyPassword");
    const answers = await Promise.all(Array.from({ length: 30 }, () => logIn(user.email, WRONG)));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(BUDGET);
    expect(answers.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(30 - BUDGET);
  });
});

describe("POST /api/auth/login/code", () => {
  it("signs the owner in with the mailed code, once; the password works again afterwards", async () => {
    const user = await createTestUser();
    await guessFrom(user.email, 10);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(429);
    const code = await mailedCode(user.email);
    const res = await withCode(user.email, code);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, user: { id: user.id, email: user.email } });
    expect(await isSignedIn(cookieFrom(res))).toBe(true);
    const again = await withCode(user.email, code);
    expect(again.status).toBe(400);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("five wrong codes kill it; every failure reads the same, for an unknown email too", async () => {
    const user = await createTestUser();
    await guessFrom(user.email, 10);
    await logIn(user.email, TEST_PASSWORD);
    const code = await mailedCode(user.email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const refused = {
      status: 400,
      body: {
        success: false,
        code: "bad_request",
        message: msg.signInCodeInvalid,
        errors: { code: msg.signInCodeInvalid },
      },
      retryAfter: false,
    };
    for (let i = 0; i < 5; i++) expect(await answer(await withCode(user.email, wrongCode))).toEqual(refused);
    expect(await answer(await withCode(user.email, code))).toEqual(refused);
    expect(await answer(await withCode(`nobody_${uniqueSuffix()}@example.com`, code))).toEqual(refused);
  });

  it("refuses an expired code", async () => {
    const user = await createTestUser();
    await guessFrom(user.email, 10);
    await logIn(user.email, TEST_PASSWORD);
    const code = await mailedCode(user.email);
    await db.signInCode.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const res = await withCode(user.email, code);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(msg.signInCodeInvalid);
  });

  it("a password reset opens a shut password login to the new password", async () => {
    const user = await createTestUser();
    await guessFrom(user.email, 10);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(429);
    await forgot(
      apiRequest("POST", "/api/auth/forgot-password", { body: { email: user.email } }),
      routeContext,
    );
    await afterResponse.run();
    const token = (await mailsTo(user.email))
      .map((m) => m.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1])
      .find(Boolean);
    const body = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await reset(apiRequest("POST", "/api/auth/reset-password", { body }), routeContext)).status).toBe(
      200,
    );
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });
});
