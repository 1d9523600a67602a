// A member's language: the code mail in the language of the page asking, registration keeping it, the saved
// search alert in the member's, and PUT /api/auth/language (valid, invalid, signed out).
import { describe, expect, it } from "vitest";
import { PUT as setLanguage } from "@/app/api/auth/language/route";
import { POST as send } from "@/app/api/otp/send/route";
import { sendSignInCodeMail } from "@/lib/accounts/mails";
import { db } from "@/lib/db";
import { digestMail } from "@/lib/saved-searches/mails";
import { siteUrl } from "@/lib/site/config";
import {
  apiRequest,
  createTestUser,
  latestMailTo,
  routeContext,
  sessionCookieFor,
  uniqueSuffix,
} from "@/tests/accounts";

const newEmail = () => `lang_${uniqueSuffix()}@example.com`;

describe("the code mail", () => {
  it("is in Hindi when a Hindi page asks (X-Locale), with the code", async () => {
    const email = newEmail();
    const res = await send(
      apiRequest("POST", "/api/otp/send", { body: { email }, headers: { "X-Locale": "hi" } }),
      routeContext,
    );
    expect(res.status).toBe(200);
    const mail = await latestMailTo(email);
    const code = mail?.text.match(/^\d{6}$/m)?.[0];
    expect(code).toBeDefined();
    expect(mail?.subject).toBe(`आपका वेरिफ़िकेशन कोड: ${code}`);
    expect(mail?.text).toContain("अपना ईमेल वेरिफ़ाई करें");
    expect(mail?.text).toContain("10 मिनट");
  });

  it("stays English without a language, word for word", async () => {
    const email = newEmail();
    await send(apiRequest("POST", "/api/otp/send", { body: { email } }), routeContext);
    const mail = await latestMailTo(email);
    const code = mail?.text.match(/^\d{6}$/m)?.[0];
    expect(mail?.subject).toBe(`Your verification code: ${code}`);
    expect(mail?.text).toContain(
      "Enter this code on the registration page to verify your email address. It is valid for 10 minutes and can be used once.",
    );
  });

  it("to a member is in their saved language, its links to the site in it", async () => {
    const user = await createTestUser();
    await db.user.update({ where: { id: user.id }, data: { locale: "hi" } });
    await sendSignInCodeMail(user.email, "123456");
    const mail = await latestMailTo(user.email);
    expect(mail?.subject).toBe("आपका Builders Hub साइन-इन कोड");
    expect(mail?.text).toContain(siteUrl("/hi/login?mode=forgot-password"));
  });
});

describe("the saved-search alert", () => {
  it("is in Hindi for a Hindi member", async () => {
    const mail = await digestMail({
      search: { id: "cm0search0000000000000002", name: "Solidity", description: "Solidity jobs", href: "/jobs?q=solidity" },
      to: { email: "hi@example.com", firstName: "Meera", locale: "hi" },
      matches: [
        { id: "a", title: "Solidity dev", note: "Chain · Remote", url: siteUrl("/job/a") },
        { id: "b", title: "Auditor", note: "Chain · Pune", url: siteUrl("/job/b") },
      ],
    });
    expect(mail.subject).toBe("“Solidity” के लिए 2 नई लिस्टिंग");
    expect(mail.text).toContain("नमस्ते Meera,");
    expect(mail.text).toContain(siteUrl("/hi/job/a"));
  });
});

describe("PUT /api/auth/language", () => {
  const put = (body: unknown, cookie?: string) =>
    setLanguage(apiRequest("PUT", "/api/auth/language", { body, cookie }), routeContext);

  it("saves the member's language and sets the site's cookie", async () => {
    const user = await createTestUser();
    const res = await put({ locale: "hi" }, await sessionCookieFor(user));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, locale: "hi" });
    expect(res.headers.get("set-cookie")).toContain("NEXT_LOCALE=hi; Path=/");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } })).locale).toBe("hi");
  });

  it("refuses a language the site has not with the one error shape", async () => {
    const user = await createTestUser();
    const res = await put({ locale: "fr" }, await sessionCookieFor(user));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: "validation_failed" });
    expect(body.errors.locale).toEqual(expect.any(String));
    expect(res.headers.get("set-cookie") ?? "").not.toContain("NEXT_LOCALE");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } })).locale).toBe("en");
  });

  it("refuses a signed-out caller", async () => {
    const res = await put({ locale: "hi" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
