import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { localizedPath } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "notFound" });
  return { title: t("metaTitle") };
}

export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations("notFound"), getLocale()]);
  return (
    <section className="flex flex-col items-center gap-6 py-20 text-center">
      <p className="text-gradient text-8xl font-bold tracking-tighter md:text-9xl" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold md:text-4xl">{t("title")}</h1>
      <p className="max-w-md text-muted">{t("description")}</p>
      <ButtonLink href={localizedPath(locale, "/")} size="lg">
        {t("home")}
      </ButtonLink>
    </section>
  );
}
