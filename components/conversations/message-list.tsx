import Link from "next/link";
import { MessageText } from "@/components/conversations/message-text";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatEventDate } from "@/lib/format/date";
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
  return (
    <div className="flex flex-col gap-3">
      {earlierHref && (
        <Link href={earlierHref} className={cn(buttonClass("ghost", "sm"), "self-center")}>
          Show earlier messages
        </Link>
      )}
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border-strong px-4 py-8 text-center text-sm text-muted">
          No messages yet.
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Messages, oldest first">
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
                <span className="font-semibold text-text">{msg.mine ? "You" : msg.sender.name}</span>
                <time dateTime={msg.createdAt}>{formatEventDate(msg.createdAt)}</time>
              </p>
              <MessageText body={msg.body} />
            </li>
          ))}
        </ol>
      )}
      {latestHref && (
        <Link href={latestHref} className={cn(buttonClass("ghost", "sm"), "self-center")}>
          Show the latest messages
        </Link>
      )}
    </div>
  );
}
