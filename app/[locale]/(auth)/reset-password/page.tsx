import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResetPasswordFormLoader } from "@/components/accounts/auth-form-loaders";
import { StaticResetPasswordForm } from "@/components/accounts/reset-password-static";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { msg } from "@/lib/accounts/messages";
import { resetLinkState, type ResetLinkState } from "@/lib/accounts/password-reset";
import { localizeError } from "@/lib/api/error-locale";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { isLocale, localizedPath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "authReset" });
  return { title: t("metaTitle"), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const refusals: Record<Exclude<ResetLinkState, "usable">, string> = {
  used: msg.resetLinkUsed,
  expired: msg.resetLinkExpired,
  unknown: msg.resetLinkInvalid,
};

/**
 * The form for a link that works; for one used, expired or unknown, says so as the page loads (no form to fill
 * in first) with a way to ask for a new link.
 */
export default async function ResetPasswordPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  const t = await getTranslations("authReset");
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const state = token ? await resetLinkState(token) : "unknown";
  const refusal = refusals[state === "usable" ? "unknown" : state];
  return (
    <section className="mx-auto w-full max-w-md">
      <header className="mb-6 flex flex-col gap-2 pt-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("title")}</h1>
        <p className="text-muted">{t("description")}</p>
      </header>
      <Card className="p-5 sm:p-8">
        {token && state === "usable" ? (
          <ClientMessages namespaces={["authReset", "authPassword"]}>
            <ResetPasswordFormLoader token={token}>
              <StaticResetPasswordForm />
            </ResetPasswordFormLoader>
          </ClientMessages>
        ) : (
          <div className="flex flex-col items-center gap-4 text-center">
            <p role="alert" className="text-danger">
              {isLocale(locale) ? localizeError(refusal, locale) : refusal}
            </p>
            <ButtonLink href={localizedPath(locale, "/login?mode=forgot-password")} variant="secondary">
              {t("requestNewLink")}
            </ButtonLink>
          </div>
        )}
      </Card>
    </section>
  );
}
