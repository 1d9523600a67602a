import { useLocale, useTranslations } from "#i18n";
import { formatDay } from "@/lib/format/date";
import { localizedPath } from "@/lib/i18n/locales";
import type { NotificationDto } from "@/lib/notifications/schema";
import { ageOf } from "@/lib/notifications/time";
import { cn } from "@/lib/cn";

/**
 * Where an item links: /dashboard/notifications/{id} marks it read and redirects to its page. A plain <a> (no
 * prefetch: following it is what marks it read).
 */
export const openHref = (id: string) => `/dashboard/notifications/${id}`;

/**
 * One notification: title, body, how old, and a dot (and words, for screen readers) while unread. Drawn on the
 * server (the list) and in the browser (the bell's panel): its words are the namespace notificationsBell, which
 * every page sends.
 */
export function NotificationItem({ n, compact = false }: { n: NotificationDto; compact?: boolean }) {
  const t = useTranslations("notificationsBell");
  const locale = useLocale();
  const age = ageOf(n.createdAt);
  return (
    <a
      href={localizedPath(locale, openHref(n.id))}
      className={cn(
        "flex gap-3 rounded-xl px-3 py-2.5 hover:bg-surface-raised focus-visible:bg-surface-raised",
        !n.read && "bg-primary/5",
      )}
    >
      <span
        aria-hidden
        className={cn("mt-2 size-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-primary")}
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className={cn("text-sm", n.read ? "text-text" : "font-semibold text-text")}>
          {!n.read && <span className="sr-only">{t("unreadPrefix")} </span>}
          {n.title}
        </span>
        {n.body && <span className={cn("text-sm text-muted", compact && "line-clamp-2")}>{n.body}</span>}
        <time dateTime={n.createdAt} className="text-xs text-muted">
          {age.unit === "date" ? formatDay(n.createdAt, "", locale) : t(`age.${age.unit}`, { count: age.count })}
        </time>
      </span>
    </a>
  );
}
