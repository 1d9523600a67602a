import { notFound } from "next/navigation";
import { MemberDetail } from "@/components/admin/member-detail";
import { getMemberDetail } from "@/lib/admin/member-detail";
import { adminMetadata } from "@/lib/admin/sections";
import { one, withQuery, type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { ApiError } from "@/lib/errors";
import { pageLocale } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("members");

/** One member (an unknown id is the 404 page). ?q and ?page are the list's, kept for the way back to it. */
export default async function AdminMemberPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; locale?: string }>;
  searchParams: Promise<QueryParams>;
}) {
  await pageLocale(params);
  const { id } = await params;
  const admin = await requireAdminOrRedirect(`/admin/members/${encodeURIComponent(id)}`);
  const search = await searchParams;
  const back = withQuery("/admin/members", { q: one(search.q), page: one(search.page) });
  const member = await getMemberDetail(admin, id).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  return <MemberDetail member={member} selfId={admin.id} back={back} />;
}
