import { ReviewPanel } from "@/components/admin/review-panel";
import { listForReview } from "@/lib/admin/review";
import { reviewPageQuery } from "@/lib/admin/schema";
import { adminMetadata } from "@/lib/admin/sections";
import { one, type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("listings");

/** Review Listings: ?type, ?status, ?q and ?page, read leniently (an unknown value is the default). */
export default async function AdminListingsPage({ params: route, searchParams }: LocaleParams & { searchParams: Promise<QueryParams> }) {
  await pageLocale(route);
  const admin = await requireAdminOrRedirect("/admin/listings");
  const params = await searchParams;
  const query = reviewPageQuery.parse({
    type: one(params.type),
    status: one(params.status),
    search: one(params.q),
    page: one(params.page),
  });
  return <ReviewPanel query={query} {...await listForReview(admin, query)} />;
}
