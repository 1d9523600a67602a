import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { localizeError } from "@/lib/api/error-locale";
import { ApiError } from "@/lib/errors";
import { findUnsubscribeTarget, type UnsubscribeTarget } from "@/lib/saved-searches/unsubscribe";
import { one, type QueryParams } from "@/lib/site/query";
import { isLocale, localizedPath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "authUnsubscribe" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The search a token names, or what is wrong with the link (the page never fails on a bad one). */
async function targetOf(token: string | undefined): Promise<UnsubscribeTarget | string> {
  try {
    return await findUnsubscribeTarget(token);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return error.message;
    throw error;
  }
}

/**
 * /unsubscribe?token=…, opened from an alert mail without logging in: says which saved search's alerts will be
 * turned off, with a button (a POST form that works without JavaScript; opening the link changes nothing, as mail
 * scanners open links), then that they are off.
 */
export default async function UnsubscribePage({ params: route, searchParams }: LocaleParams & { searchParams: Promise<QueryParams> }) {
  const locale = await pageLocale(route);
  const t = await getTranslations("authUnsubscribe");
  await connection();
  const params = await searchParams;
  const token = one(params.token);
  const target = await targetOf(token);
  const manage = (
    <ButtonLink href={localizedPath(locale, "/dashboard/saved-searches")} variant="secondary">
      {t("manage")}
    </ButtonLink>
  );
  let body;
  if (typeof target === "string") {
    body = (
      <>
        <p role="alert" className="text-danger">
          {isLocale(locale) ? localizeError(target, locale) : target}
        </p>
        {manage}
      </>
    );
  } else if (target.frequency === "off") {
    body = (
      <>
        <p role="status" className="text-lg font-semibold">
          {t("off", { name: target.name })}
        </p>
        <p className="text-muted">{t("offText")}</p>
        {manage}
      </>
    );
  } else {
    body = (
      <form
        method="post"
        action={`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token ?? "")}`}
        className="flex flex-col items-center gap-4"
      >
        <input type="hidden" name="from" value="page" />
        <input type="hidden" name="locale" value={locale} />
        <p>
          {t(`alerts.${target.frequency}`, { name: target.name })} {t("confirm")}
        </p>
        <button type="submit" className={buttonClass("primary", "md", "min-h-11")}>
          {t("submit")}
        </button>
      </form>
    );
  }
  return (
    <section className="mx-auto w-full max-w-md">
      <header className="mb-6 flex flex-col gap-2 pt-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("title")}</h1>
      </header>
      <Card className="flex flex-col items-center gap-4 p-5 text-center sm:p-8">{body}</Card>
    </section>
  );
}
