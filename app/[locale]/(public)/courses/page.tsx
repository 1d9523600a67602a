import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { CourseCatalogue } from "@/components/courses/course-catalogue";
import { listPageMetadata } from "@/components/listings/page-metadata";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { ErrorState } from "@/components/ui/states";
import { listCourses } from "@/lib/courses/queries";
import { site } from "@/lib/site/config";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = listPageMetadata("courses");

export const revalidate = 60;

export default async function CoursesPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const courses = await readForCachedPage("courses", () => listCourses());

  return (
    <>
      <PageHeader
        eyebrow="Learn"
        title="Our Courses"
        description="Live cohorts of 2-8 weeks, taught in IST evenings by engineers who ship for a living. Every course ends with a project you can show a recruiter."
      />
      {courses ? (
        <CourseCatalogue courses={courses} />
      ) : (
        <ErrorState title="Failed to load courses" action={<ReloadLink label="Try Again" />} />
      )}
      <section
        aria-labelledby="community-cta-title"
        className="mt-20 flex flex-col items-center gap-4 rounded-[1.5rem] border border-border bg-gradient-to-br from-primary/15 via-surface to-accent/10 px-6 py-14 text-center"
      >
        <Icon name="messages-square" className="size-10 text-accent" />
        <h2 id="community-cta-title" className="text-3xl font-bold tracking-tight">
          Learn alongside India&apos;s builders
        </h2>
        <p className="max-w-xl text-muted">
          Ask questions, find study partners and hear about free workshops first in our community group.
        </p>
        <a
          href={site.communityUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "lg")}
        >
          Join the community group
        </a>
      </section>
    </>
  );
}
