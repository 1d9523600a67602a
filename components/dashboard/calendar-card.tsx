import { CalendarPlus, RotateCcw } from "lucide-react";
import { useTranslations } from "#i18n";
import { CopyButton } from "@/components/dashboard/copy-button";
import { Card } from "@/components/ui/card";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { buttonClass } from "@/components/ui/button";
import type { FeedLinks } from "@/lib/calendar/links";

/** The member's private calendar feed: its address (Copy), Google and Apple subscriptions, and a reset. */
export function CalendarCard({ links }: { links: FeedLinks }) {
  const t = useTranslations("settings.calendar");
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="calendar-card-title">
      <h2 id="calendar-card-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted">{t("description")}</p>
      <div className="flex flex-col gap-2">
        <label htmlFor="calendar-feed-url" className="text-sm font-medium">
          {t("feedAddress")}
        </label>
        <input
          id="calendar-feed-url"
          readOnly
          value={links.feedUrl}
          className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 font-mono text-xs text-text"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={links.feedUrl}
          label={t("copy")}
          toastTitle={t("copied")}
          failed={{ title: t("copyFailedTitle"), description: t("copyFailedText") }}
        />
        <a
          href={links.googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "sm")}
        >
          <CalendarPlus aria-hidden className="size-4" /> {t("addGoogle")}
        </a>
        <a href={links.webcalUrl} className={buttonClass("secondary", "sm")}>
          <CalendarPlus aria-hidden className="size-4" /> {t("addApple")}
        </a>
        <ConfirmedAction
          request={{ url: "/api/calendar/token", method: "POST" }}
          trigger={{
            label: (
              <>
                <RotateCcw aria-hidden className="size-4" /> {t("reset")}
              </>
            ),
            ariaLabel: t("reset"),
            variant: "ghost",
          }}
          dialog={{
            title: t("resetTitle"),
            description: t("resetText"),
            confirmLabel: t("resetConfirm"),
            busyText: t("resetting"),
          }}
          success={{ title: t("resetDoneTitle"), description: t("resetDoneText") }}
          failure={{ title: t("resetFailedTitle") }}
        />
      </div>
    </Card>
  );
}
