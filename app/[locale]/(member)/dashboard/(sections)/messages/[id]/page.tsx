import { Lock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requireMember, type SearchParams } from "@/app/[locale]/(member)/dashboard/guard";
import { Composer } from "@/components/conversations/composer";
import { ReportDialog } from "@/components/conversations/report-dialog";
import { ThreadView } from "@/components/conversations/thread-view";
import { markThreadRead } from "@/lib/conversations/mutations";
import { getThreadPage } from "@/lib/conversations/queries";
import { threadPath } from "@/lib/conversations/schema";
import { ApiError } from "@/lib/errors";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { one } from "@/lib/site/query";
import { pageLocale } from "@/lib/i18n/page-locale";

/**
 * One conversation (404 unless the reader is one of its two sides or an admin): its messages oldest first
 * (?before: earlier ones), then the composer, or a note once it is read-only. Opening it marks it read.
 */
export default async function ThreadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; locale?: string }>;
  searchParams: SearchParams;
}) {
  await pageLocale(params);
  const { id } = await params;
  const query = await searchParams;
  const user = await requireMember(threadPath(id), query);
  const before = one(query.before);
  const page = await getThreadPage(user, id, before).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  const { thread } = page;
  if (thread.side) await markThreadRead(user, id);
  const other = thread.participants.find((p) => p.side !== thread.side);
  const t = await getTranslations("conversations");
  const view = (
    <ThreadView
      page={page}
      basePath={threadPath(id)}
      backHref="/dashboard/messages"
      backLabel={t("back")}
      latest={!before}
      actions={thread.side && <ReportDialog threadId={id} />}
      footer={
        thread.writable ? (
          <Composer
            threadId={id}
            to={other ? (other.id === null ? t("formerMember") : other.name) : t("otherSide")}
          />
        ) : (
          <p className="flex items-start gap-2 rounded-2xl border border-border bg-surface px-4 py-3 text-sm text-muted">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {thread.side ? t("closedNote") : t("adminNote")}
          </p>
        )
      }
    />
  );
  return <ClientMessages namespaces={["conversations"]}>{view}</ClientMessages>;
}
