import { useLocale, useTranslations } from "#i18n";
import { MessageText } from "@/components/conversations/message-text";
import { personName } from "@/components/conversations/people";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatEventDate } from "@/lib/format/date";
import { Link } from "@/lib/i18n/navigation";
import type { MessageDto } from "@/lib/conversations/schema";

/**
 * A thread's messages, oldest first: the reader's own on the right, the other side's on the left, each with its
 * sender and time (IST). `earlier` links to the messages before these.
 */
export function MessageList({
  messages,
  earlierHref,
  latestHref,
}: {
  messages: MessageDto[];
  earlierHref: string | null;
  /** Shown when these are not the latest messages. */
  latestHref: string | null;
}) {
  const t = useTranslations("conversations");
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-3">
      {earlierHref && (
        <Link href={earlierHref} className={cn(buttonClass("ghost", "sm"), "self-center")}>
          {t("earlier")}
        </Link>
      )}
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border-strong px-4 py-8 text-center text-sm text-muted">
          {t("none")}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t("listLabel")}>
          {messages.map((msg) => (
            <li
              key={msg.id}
              className={cn(
                "flex max-w-[85%] flex-col gap-1 rounded-2xl border px-4 py-3 sm:max-w-[75%]",
                msg.mine
                  ? "self-end border-primary/40 bg-primary/10"
                  : "self-start border-border bg-surface-raised",
              )}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
                <span className="font-semibold text-text">
                  {msg.mine ? t("you") : personName(t, msg.sender)}
                </span>
                <time dateTime={msg.createdAt}>{formatEventDate(msg.createdAt, locale)}</time>
              </p>
              <MessageText body={msg.body} />
            </li>
          ))}
        </ol>
      )}
      {latestHref && (
        <Link href={latestHref} className={cn(buttonClass("ghost", "sm"), "self-center")}>
          {t("latest")}
        </Link>
      )}
    </div>
  );
}
