import { useTranslations } from "#i18n";
import { CourseCard } from "@/components/courses/course-card";
import { WaitlistFields } from "@/components/courses/waitlist-fields";
import { WaitlistFormLoader } from "@/components/courses/waitlist-form-loader";
import { StaticForm, staticKit } from "@/components/forms/static-form";
import { EmptyState } from "@/components/ui/empty-state";
import { LazyTabs } from "@/components/ui/lazy-tabs";
import { courseCategories } from "@/lib/courses/categories";
import type { CourseDto } from "@/lib/courses/queries";

/**
 * Category tabs over the course cards, and the waitlist form the cards' buttons fill in: drawn by the server,
 * with the tabs (their code loads on first use), the covers, the buttons and the form's loader as the client's parts.
 */
export function CourseCatalogue({ courses }: { courses: CourseDto[] }) {
  const t = useTranslations("courses");
  return (
    <>
      <LazyTabs
        label={t("categoryLabel")}
        defaultValue="all"
        className="flex flex-col gap-8"
        listWrapperClassName="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] md:mx-0 md:px-0"
        listClassName="w-max max-w-none! flex-nowrap!"
        tabs={courseCategories.map((category) => {
          const list =
            category.value === "all" ? courses : courses.filter((c) => c.category === category.value);
          return {
            value: category.value,
            label: t(`categories.${category.value}`),
            panel:
              list.length === 0 ? (
                <EmptyState
                  title={t("emptyTitle")}
                  description={t("emptyDescription")}
                />
              ) : (
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((course, index) => (
                    <li key={course.id}>
                      <CourseCard
                        course={course}
                        above={
                          category.value !== "all" ? "no" : index === 0 ? "first" : index < 3 ? "row" : "no"
                        }
                      />
                    </li>
                  ))}
                </ul>
              ),
          };
        })}
      />

      <section
        id="waitlist"
        aria-labelledby="waitlist-title"
        className="mt-20 grid scroll-mt-28 gap-8 rounded-[1.5rem] border border-border-strong bg-surface p-6 md:grid-cols-[1fr_1.3fr] md:p-10"
      >
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{t("waitlist.eyebrow")}</p>
          <h2 id="waitlist-title" className="text-3xl font-bold tracking-tight">
            {t("waitlist.title")}
          </h2>
          <p className="text-muted">{t("waitlist.description")}</p>
        </div>
        <WaitlistFormLoader courses={courses}>
          <StaticForm className="gap-4" aria-label={t("waitlist.formLabel")}>
            <WaitlistFields kit={staticKit("waitlist")} courses={courses} />
          </StaticForm>
        </WaitlistFormLoader>
      </section>
    </>
  );
}
