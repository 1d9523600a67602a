import { CalendarPlus, RotateCcw } from "lucide-react";
import { CopyButton } from "@/components/dashboard/copy-button";
import { Card } from "@/components/ui/card";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { buttonClass } from "@/components/ui/button";
import type { FeedLinks } from "@/lib/calendar/links";
import { calendarMessages as m } from "@/lib/calendar/messages";

/** The member's private calendar feed: its address (Copy), Google and Apple subscriptions, and a reset. */
export function CalendarCard({ links }: { links: FeedLinks }) {
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="calendar-card-title">
      <h2 id="calendar-card-title" className="text-lg font-semibold">
        {m.cardTitle}
      </h2>
      <p className="text-sm text-muted">{m.cardDescription}</p>
      <div className="flex flex-col gap-2">
        <label htmlFor="calendar-feed-url" className="text-sm font-medium">
          Calendar feed address
        </label>
        <input
          id="calendar-feed-url"
          readOnly
          value={links.feedUrl}
          className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 font-mono text-xs text-text"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={links.feedUrl} label={m.copyLabel} toastTitle={m.copiedTitle} />
        <a
          href={links.googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "sm")}
        >
          <CalendarPlus aria-hidden className="size-4" /> {m.addGoogle}
        </a>
        <a href={links.webcalUrl} className={buttonClass("secondary", "sm")}>
          <CalendarPlus aria-hidden className="size-4" /> {m.addApple}
        </a>
        <ConfirmedAction
          request={{ url: "/api/calendar/token", method: "POST" }}
          trigger={{
            label: (
              <>
                <RotateCcw aria-hidden className="size-4" /> {m.resetLabel}
              </>
            ),
            ariaLabel: m.resetLabel,
            variant: "ghost",
          }}
          dialog={{
            title: m.resetTitle,
            description: m.resetDescription,
            confirmLabel: m.resetConfirm,
            busyText: m.resetBusy,
          }}
          success={{ title: m.resetDoneTitle, description: m.resetDoneDescription }}
          failure={{ title: m.resetFailedTitle }}
        />
      </div>
    </Card>
  );
}
