// lib/auth/options.ts: the next-auth settings agree with the cookie and token our routes issue.
import { describe, expect, it } from "vitest";
import { REMEMBER_MAX_AGE_SECONDS, SESSION_COOKIE } from "@/lib/auth/cookie";
import { authOptions } from "@/lib/auth/options";
import { createTestUser, TEST_PASSWORD } from "@/tests/accounts";

type Authorize = (
  credentials: Record<string, string> | undefined,
  req: object,
) => Promise<{ id: string } | null>;

describe("authOptions", () => {
  it("uses the JWT strategy, our cookie and 30 days", () => {
    const options = authOptions();
    expect(options.session).toMatchObject({ strategy: "jwt", maxAge: REMEMBER_MAX_AGE_SECONDS });
    expect(options.cookies?.sessionToken?.name).toBe(SESSION_COOKIE);
    expect(options.cookies?.sessionToken?.options).toMatchObject({ httpOnly: true, sameSite: "lax" });
  });

  it("authorizes with the same credential check as POST /api/auth/login", async () => {
    const user = await createTestUser();
    const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
    expect(
      await provider.options.authorize({ email: user.email, password: TEST_PASSWORD }, {}),
    ).toMatchObject({ id: user.id });
    expect(await provider.options.authorize({ email: user.email, password: "Wrong@12345" }, {})).toBeNull();
  });

  it("puts the user id and sessionVersion into the token", async () => {
    const jwt = authOptions().callbacks!.jwt!;
    const token = await jwt({
      token: {},
      user: { id: "u1", sessionVersion: 4 } as never,
      account: null,
      trigger: "signIn",
    });
    expect(token).toEqual({ userId: "u1", sessionVersion: 4 });
  });
});
