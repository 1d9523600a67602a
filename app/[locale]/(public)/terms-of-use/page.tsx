import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { legalDocument } from "@/lib/legal/documents";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "legal.terms" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/terms-of-use", locale });
}

export default async function Page({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  return <LegalDocument doc={legalDocument("terms", locale)} path="/terms-of-use" />;
}
