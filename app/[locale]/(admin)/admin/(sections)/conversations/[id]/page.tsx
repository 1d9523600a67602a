import Link from "next/link";
import { notFound } from "next/navigation";
import { MemberActions } from "@/components/admin/member-actions";
import { ReviewButton } from "@/components/conversations/review-button";
import { ThreadView } from "@/components/conversations/thread-view";
import { PanelSection } from "@/components/ui/panel-section";
import { adminMetadata } from "@/lib/admin/sections";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { getThreadPage } from "@/lib/conversations/queries";
import { openReportsOf, threadSidesForAdmin } from "@/lib/conversations/reports";
import { ApiError } from "@/lib/errors";
import { formatEventDate } from "@/lib/format/date";
import { one, type QueryParams } from "@/lib/site/query";
import { pageLocale } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("conversations");

/**
 * A conversation as an admin reads it (any thread; an unknown id is the 404 page): the open reports, its two
 * sides with the member actions (suspend), the messages, and Mark reviewed. Reading it marks nothing read.
 */
export default async function AdminConversationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; locale?: string }>;
  searchParams: Promise<QueryParams>;
}) {
  await pageLocale(params);
  const { id } = await params;
  const path = `/admin/conversations/${encodeURIComponent(id)}`;
  const admin = await requireAdminOrRedirect(path);
  const before = one((await searchParams).before);
  const page = await getThreadPage(admin, id, before).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  const [reports, sides] = await Promise.all([openReportsOf(admin, id), threadSidesForAdmin(admin, id)]);
  return (
    <div className="flex flex-col gap-8">
      <ThreadView
        page={page}
        basePath={path}
        backHref="/admin/conversations"
        backLabel="Reported conversations"
        latest={!before}
        actions={page.thread.reportedAt && <ReviewButton threadId={id} />}
        footer={null}
      />
      {reports.length > 0 && (
        <PanelSection id="reports-title" title="Open reports">
          <ul className="flex flex-col gap-2 text-sm">
            {reports.map((r) => (
              <li
                key={r.id}
                className="rounded-2xl border border-border bg-surface px-4 py-3 wrap-break-word"
              >
                <span className="text-muted">
                  {r.by}, <time dateTime={r.createdAt}>{formatEventDate(r.createdAt)}</time>:
                </span>{" "}
                {r.reason}
              </li>
            ))}
          </ul>
        </PanelSection>
      )}
      <PanelSection id="sides-title" title="The two sides">
        <ul className="flex flex-col gap-3">
          {sides.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface px-4 py-3"
            >
              <span className="flex flex-col">
                <Link href={`/admin/members/${s.id}`} className="font-semibold underline">
                  {s.name}
                </Link>
                <span className="text-sm text-muted">
                  {s.side === "poster" ? "Poster" : "Applicant or bidder"}
                  {s.suspended && " · Suspended"}
                </span>
              </span>
              {s.id !== admin.id && (
                <MemberActions id={s.id} name={s.name} role={s.role} suspended={s.suspended} />
              )}
            </li>
          ))}
        </ul>
      </PanelSection>
    </div>
  );
}
