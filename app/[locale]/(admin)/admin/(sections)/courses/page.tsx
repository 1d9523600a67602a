import { CoursesAdminPanel } from "@/components/admin/content-panels";
import { adminMetadata } from "@/lib/admin/sections";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { listCourses } from "@/lib/courses/queries";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("courses");

/** Add Courses: the form and every course. */
export default async function AdminCoursesPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  await requireAdminOrRedirect("/admin/courses");
  return <CoursesAdminPanel courses={await listCourses()} />;
}
