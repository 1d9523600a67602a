// PUT /api/auth/language {locale: "en" | "hi"} → { success, message, locale }: the signed-in member's language (their
// mails'), and the NEXT_LOCALE cookie, so the site opens in it too.
import { NextResponse } from "next/server";
import { languageInput, setMemberLanguage } from "@/lib/accounts/language";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { env } from "@/lib/env";
import { localeCookie } from "@/lib/i18n/switch-path";
import { rateRules } from "@/lib/rate-limit/rules";

export const PUT = apiHandler(
  {
    tag: "Accounts",
    summary: "Set the signed-in member's language (mails and the site)",
    returns: "{ success, message, locale } and the NEXT_LOCALE cookie",
    auth: "member",
    body: languageInput,
    rateLimit: rateRules.profileChangesByUser,
  },
  async ({ user, body }) => {
    const locale = await setMemberLanguage(user.id, body);
    const response = NextResponse.json({ success: true, message: "Language saved", locale });
    response.headers.append("Set-Cookie", localeCookie(locale, env.SITE_URL.startsWith("https:")));
    return response;
  },
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
