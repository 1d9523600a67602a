import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { routeModules } from "@/app/api/openapi.json/routes";
import { ApiReference } from "@/components/developers/api-reference";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { env } from "@/lib/env";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "developers" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/developers", locale });
}

export default async function DevelopersPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const t = await getTranslations("developers");
  const doc = buildOpenApiDocument({ ...routeModules, "/api/openapi.json": { GET: openapi } }, env.SITE_URL);
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
      <ApiReference doc={doc} />
    </>
  );
}
