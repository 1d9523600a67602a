import { ArrowLeft, Lock } from "lucide-react";
import { useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { MessageList } from "@/components/conversations/message-list";
import { participantsLine } from "@/components/conversations/people";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/lib/i18n/navigation";
import type { ThreadPageDto } from "@/lib/conversations/schema";

/**
 * One conversation: what it is about, its two sides, the messages (oldest first), and under them `footer` (the
 * composer, or the note that it is read-only). `basePath` is the page's own path, for the earlier/latest links.
 */
export function ThreadView({
  page,
  basePath,
  backHref,
  backLabel,
  actions,
  footer,
  latest,
}: {
  page: ThreadPageDto;
  basePath: string;
  backHref: string;
  backLabel: string;
  actions?: ReactNode;
  footer: ReactNode;
  /** Whether these are the latest messages (no ?before). */
  latest: boolean;
}) {
  const { thread, messages, earlier } = page;
  const t = useTranslations("conversations");
  return (
    <section aria-labelledby="thread-title" className="flex flex-col gap-5">
      <Link
        href={backHref}
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> {backLabel}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="thread-title" className="text-xl font-semibold wrap-break-word">
            {thread.subject}
          </h2>
          <p className="text-sm text-muted">{participantsLine(t, thread.participants)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!thread.writable && (
            <Badge>
              <Lock aria-hidden className="size-3.5" /> {t("readOnly")}
            </Badge>
          )}
          {actions}
        </div>
      </div>
      <MessageList
        messages={messages}
        earlierHref={earlier ? `${basePath}?before=${encodeURIComponent(earlier)}` : null}
        latestHref={latest ? null : basePath}
      />
      {footer}
    </section>
  );
}
