import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { CourseCatalogue } from "@/components/courses/course-catalogue";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { ErrorState } from "@/components/ui/states";
import { listCourses } from "@/lib/courses/queries";
import { site } from "@/lib/site/config";
import { readForCachedPage } from "@/lib/site/page-read";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata({ params }: LocaleParams = {}): Promise<Metadata> {
  const locale = (await params)?.locale ?? "en";
  const t = await getTranslations({ locale, namespace: "courses.meta" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/courses", locale });
}

export const revalidate = 60;

export default async function CoursesPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const t = await getTranslations("courses");
  const courses = await readForCachedPage("courses", () => listCourses());

  return (
    <>
      <PageHeader
        eyebrow={t("page.eyebrow")}
        title={t("page.title")}
        description={t("page.description")}
      />
      {courses ? (
        <ClientMessages namespaces={["coursesWaitlist"]}>
          <CourseCatalogue courses={courses} />
        </ClientMessages>
      ) : (
        <ErrorState title={t("page.failed")} action={<ReloadLink label={t("page.tryAgain")} />} />
      )}
      <section
        aria-labelledby="community-cta-title"
        className="mt-20 flex flex-col items-center gap-4 rounded-[1.5rem] border border-border bg-gradient-to-br from-primary/15 via-surface to-accent/10 px-6 py-14 text-center"
      >
        <Icon name="messages-square" className="size-10 text-accent" />
        <h2 id="community-cta-title" className="text-3xl font-bold tracking-tight">
          {t("community.title")}
        </h2>
        <p className="max-w-xl text-muted">{t("community.description")}</p>
        <a
          href={site.communityUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "lg")}
        >
          {t("community.join")}
        </a>
      </section>
    </>
  );
}
