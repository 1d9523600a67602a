import { MessagesSquare } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { cn } from "@/lib/cn";
import { threadPath, type ThreadListDto } from "@/lib/conversations/schema";
import { timeAgo } from "@/lib/notifications/time";

/**
 * /dashboard/messages: the member's conversations, newest activity first, each with the other side, the last
 * message's first words and the unread count; "Older conversations" pages on by cursor.
 */
export function ThreadList({ list, firstPage }: { list: ThreadListDto; firstPage: boolean }) {
  if (list.threads.length === 0 && firstPage) {
    return (
      <EmptyState
        icon={<MessagesSquare className="size-10" />}
        title="No conversations yet"
        description="When a poster shortlists your application or decides on your bid and writes to you, or you write to an applicant or bidder, the conversation appears here."
      />
    );
  }
  return (
    <PanelSection id="messages-title" title="Messages">
      <ul className="flex flex-col gap-2">
        {list.threads.map((t) => (
          <li key={t.id}>
            <Link
              href={threadPath(t.id)}
              className={cn(
                "flex min-h-11 flex-col gap-1 rounded-2xl border border-border px-4 py-3 hover:bg-surface-raised focus-visible:bg-surface-raised",
                t.unread > 0 && "border-primary/40 bg-primary/5",
              )}
            >
              <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className={cn("min-w-0 text-base", t.unread > 0 ? "font-semibold" : "font-medium")}>
                  {t.with ? `${t.with.name} · ${t.with.role}` : "A former member"}
                </span>
                <span className="flex items-center gap-2 text-xs text-muted">
                  {t.unread > 0 && <Badge tone="primary">{t.unread} unread</Badge>}
                  <time dateTime={t.lastMessageAt}>{timeAgo(t.lastMessageAt)}</time>
                </span>
              </span>
              <span className="text-sm text-muted">{t.subject}</span>
              {t.preview && (
                <span className="line-clamp-1 text-sm wrap-break-word">
                  {t.preview.mine && <span className="text-muted">You: </span>}
                  {t.preview.text}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <nav aria-label="More conversations" className="flex flex-wrap justify-between gap-2">
        {!firstPage && (
          <Link href="/dashboard/messages" className={buttonClass("secondary", "sm")}>
            Newest conversations
          </Link>
        )}
        {list.next && (
          <Link
            href={`/dashboard/messages?after=${encodeURIComponent(list.next)}`}
            className={cn(buttonClass("secondary", "sm"), "ml-auto")}
          >
            Older conversations
          </Link>
        )}
      </nav>
    </PanelSection>
  );
}
