import { LeadsPanel } from "@/components/admin/leads-panel";
import { listLeads } from "@/lib/admin/leads";
import { leadKinds } from "@/lib/admin/schema";
import { adminMetadata } from "@/lib/admin/sections";
import { one, pageOf, type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { listCourses } from "@/lib/courses/queries";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("leads");

/** Leads: ?kind (an unknown one is every kind), ?course (the waitlist's) and ?page. */
export default async function AdminLeadsPage({ params: route, searchParams }: LocaleParams & { searchParams: Promise<QueryParams> }) {
  await pageLocale(route);
  const admin = await requireAdminOrRedirect("/admin/leads");
  const params = await searchParams;
  const kind = leadKinds.find((k) => k === params.kind);
  const course = one(params.course);
  const [result, courses] = await Promise.all([
    listLeads(admin, { kind, course, page: pageOf(params), limit: 25 }),
    listCourses(),
  ]);
  return (
    <LeadsPanel
      kind={kind}
      course={course}
      courses={courses.map((c) => ({ id: c.id, title: c.title }))}
      {...result}
    />
  );
}
