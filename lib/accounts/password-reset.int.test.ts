// forgot-password and reset-password: the link mailed once an answer is sent, its one use, its expiry, the limit.
import { isValidElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import ResetPasswordPage from "@/app/[locale]/(auth)/reset-password/page";
import { ResetPasswordFormLoader } from "@/components/accounts/auth-form-loaders";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { msg } from "@/lib/accounts/messages";
import { db } from "@/lib/db";
import {
  apiRequest,
  createTestUser,
  latestMailTo,
  routeContext,
  sessionCookieFor,
  uniqueSuffix,
} from "@/tests/accounts";
import { isSignedIn, logIn, NEW_PASSWORD } from "@/tests/sign-in";

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

describe("forgot and reset password", () => {
  /** The answer, then the work left for after it (what the server does once the answer is sent). */
  const askReset = async (email: string) => {
    const res = await forgot(
      apiRequest("POST", "/api/auth/forgot-password", { body: { email } }),
      routeContext,
    );
    await afterResponse.run();
    return res;
  };
  const setPassword = (body: unknown) =>
    reset(apiRequest("POST", "/api/auth/reset-password", { body }), routeContext);

  async function mailedToken(email: string): Promise<string> {
    const mail = await latestMailTo(email);
    const token = mail?.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error("no reset link mailed");
    return token;
  }

  it("answers the same 200 for an unknown email, and mails nothing", async () => {
    const user = await createTestUser();
    const unknownEmail = `nobody_${uniqueSuffix()}@example.com`;
    const known = await askReset(user.email);
    const unknown = await askReset(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await latestMailTo(unknownEmail)).toBeUndefined();
    expect((await latestMailTo(user.email))?.subject).toBe("Reset your Builders Hub password");
  });

  it("answers before the account is looked up, a token stored or a mail sent", async () => {
    const user = await createTestUser();
    const res = await forgot(
      apiRequest("POST", "/api/auth/forgot-password", { body: { email: user.email } }),
      routeContext,
    );
    expect(await res.json()).toEqual({ success: true, message: msg.resetSent });
    expect(afterResponse.tasks).toHaveLength(1);
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await latestMailTo(user.email)).toBeUndefined();
    await afterResponse.run();
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
    expect((await latestMailTo(user.email))?.subject).toBe("Reset your Builders Hub password");
  });

  it("sets a new password once per link and signs out every session", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    await askReset(user.email);
    const token = await mailedToken(user.email);
    const res = await setPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
    const again = await setPassword({ token, password: "Other#Pass2027", confirmPassword: "Other#Pass2027" });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(msg.resetLinkInvalid);
  });

  it("refuses an expired link, a weak password and a mismatch", async () => {
    const user = await createTestUser();
    await askReset(user.email);
    const token = await mailedToken(user.email);
    expect(
      (await (await setPassword({ token, password: "weak", confirmPassword: "weak" })).json()).errors,
    ).toEqual({ password: msg.passwordPolicy });
    expect(
      (await (await setPassword({ token, password: NEW_PASSWORD, confirmPassword: "x" })).json()).errors,
    ).toEqual({ confirmPassword: msg.passwordsMismatch });
    await db.passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await (await setPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).json())
        .message,
    ).toBe(msg.resetLinkInvalid);
  });

  it("requires an email and allows 5 requests an hour per email", async () => {
    const missing = await forgot(
      apiRequest("POST", "/api/auth/forgot-password", { body: { email: "" } }),
      routeContext,
    );
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(msg.emailRequired);
    const email = `nobody_${uniqueSuffix()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await askReset(email)).status).toBe(200);
    const res = await askReset(email);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  describe("the reset page, as the server draws it", () => {
    /** Every element under `node` (the page's tree as returned, components not called). */
    const elements = (node: ReactNode): { type: unknown; props: Record<string, unknown> }[] => {
      if (Array.isArray(node)) return node.flatMap(elements);
      if (!isValidElement(node)) return [];
      const props = node.props as Record<string, unknown>;
      return [{ type: node.type, props }, ...elements(props.children as ReactNode)];
    };
    const drawn = async (token?: string) =>
      elements(await ResetPasswordPage({ searchParams: Promise.resolve(token ? { token } : {}) }));
    const textOf = (tree: { props: Record<string, unknown> }[]) =>
      tree.flatMap((e) => [e.props.children].flat().filter((c) => typeof c === "string")).join(" ");
    const hasForm = (tree: { type: unknown }[]) => tree.some((e) => e.type === ResetPasswordFormLoader);
    const newLinkHref = (tree: { props: Record<string, unknown> }[]) =>
      tree.find((e) => e.props.href === "/login?mode=forgot-password")?.props.children;

    it("draws the form for a link that works", async () => {
      const user = await createTestUser();
      await askReset(user.email);
      expect(hasForm(await drawn(await mailedToken(user.email)))).toBe(true);
    });

    it("says at once that a used link was used, with a way to ask for a new one, and no form", async () => {
      const user = await createTestUser();
      await askReset(user.email);
      const token = await mailedToken(user.email);
      await setPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      const tree = await drawn(token);
      expect(hasForm(tree)).toBe(false);
      expect(textOf(tree)).toContain(msg.resetLinkUsed);
      expect(newLinkHref(tree)).toBe("Request a new link");
    });

    it("says an expired link expired, and an unknown or missing one is not valid, without a form", async () => {
      const user = await createTestUser();
      await askReset(user.email);
      const token = await mailedToken(user.email);
      await db.passwordResetToken.updateMany({
        where: { userId: user.id },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const expired = await drawn(token);
      expect(hasForm(expired)).toBe(false);
      expect(textOf(expired)).toContain(msg.resetLinkExpired);
      expect(newLinkHref(expired)).toBe("Request a new link");
      for (const tree of [await drawn("not-a-real-token"), await drawn()]) {
        expect(hasForm(tree)).toBe(false);
        expect(textOf(tree)).toContain(msg.resetLinkInvalid);
        expect(newLinkHref(tree)).toBe("Request a new link");
      }
    });
  });
});
