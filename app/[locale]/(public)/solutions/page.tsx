import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectTabs } from "@/components/projects/project-tabs";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { ErrorState } from "@/components/ui/states";
import { projectsInLocale } from "@/lib/projects/content.hi";
import { listProjects } from "@/lib/projects/queries";
import { languageAlternates } from "@/lib/i18n/alternates";
import { localizedPath } from "@/lib/i18n/locales";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "solutions" });
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: { canonical: localizedPath(locale, "/solutions"), languages: languageAlternates("/solutions") },
  };
}

export const revalidate = 60;

export default async function SolutionsPage({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  const [projects, t] = await Promise.all([
    readForCachedPage("solutions", () => listProjects()),
    getTranslations("solutions"),
  ]);

  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t.rich("title", { grad: (chunks) => <span className="text-gradient">{chunks}</span> })}
        description={t("description")}
      />
      {projects ? (
        <ProjectTabs projects={projectsInLocale(projects, locale)} />
      ) : (
        <ErrorState title={t("failed")} action={<ReloadLink label={t("retry")} />} />
      )}
    </>
  );
}
