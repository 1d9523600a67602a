import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiOverview } from "@/components/developers/api-reference";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { apiDocument } from "./api-document";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "developers" });
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/developers",
    locale,
  });
}

/** The API reference's overview: every group and its calls, each linking its group's page (./[group]). */
export default async function DevelopersPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const t = await getTranslations("developers");
  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t.rich("title", { grad: (chunks) => <span className="text-gradient">{chunks}</span> })}
        description={t("description", { shape: "{ success: false, code, message, errors? }" })}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/api/openapi.json" prefetch={false}>
            {t("download")}
          </ButtonLink>
        </div>
      </PageHeader>
      <ApiOverview doc={apiDocument()} />
    </>
  );
}
