import { ReviewPanel } from "@/components/admin/review-panel";
import { listForReview } from "@/lib/admin/review";
import { reviewPageQuery } from "@/lib/admin/schema";
import { adminMetadata } from "@/lib/admin/sections";
import { one, type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";

export const metadata = adminMetadata("listings");

/** Review Listings: ?type, ?status, ?q and ?page, read leniently (an unknown value is the default). */
export default async function AdminListingsPage({ searchParams }: { searchParams: Promise<QueryParams> }) {
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
