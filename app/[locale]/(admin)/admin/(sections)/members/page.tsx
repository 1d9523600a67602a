import { MembersPanel } from "@/components/admin/members-panel";
import { listMembers } from "@/lib/admin/members";
import { adminMetadata } from "@/lib/admin/sections";
import { one, pageOf, type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("members");

/** Members: ?q (name, email or username) and ?page. */
export default async function AdminMembersPage({ params: route, searchParams }: LocaleParams & { searchParams: Promise<QueryParams> }) {
  await pageLocale(route);
  const admin = await requireAdminOrRedirect("/admin/members");
  const params = await searchParams;
  const search = one(params.q) ?? "";
  const result = await listMembers(admin, { search, page: pageOf(params), limit: 25 });
  return <MembersPanel search={search} selfId={admin.id} {...result} />;
}
