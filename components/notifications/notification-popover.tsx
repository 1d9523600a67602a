"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { useEffect, useRef, useState, type RefObject } from "react";
import { NotificationItem } from "@/components/notifications/notification-item";
import { buttonClass } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { localizedPath } from "@/lib/i18n/locales";
import type { NotificationDto, NotificationPage } from "@/lib/notifications/schema";

export type NotificationPopoverProps = {
  id: string;
  /** Conversations with unread messages: a link to Messages says how many. */
  threads?: number;
  /** The bell: a click on it is not a click outside. */
  toggle: RefObject<HTMLButtonElement | null>;
  onUnread: (unread: number) => void;
  /** `refocus`: give focus back to the bell (Escape). */
  onClose: (refocus: boolean) => void;
};

/** How many the bell's panel shows; the rest are on /dashboard/notifications. */
const LATEST = 8;

/**
 * The bell's panel: the latest notifications (each a link that marks it read), Mark all read and See all. Below
 * the bar's breakpoint it is a full-width sheet in the phone menu; from 768 px a popover under the bell.
 */
export function NotificationPopover({
  id,
  threads = 0,
  toggle,
  onUnread,
  onClose,
}: NotificationPopoverProps) {
  const t = useTranslations("notificationsBell");
  const locale = useLocale();
  const [items, setItems] = useState<NotificationDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    apiFetch<NotificationPage>("/api/notifications?page=1")
      .then((page) => {
        setItems(page.notifications.slice(0, LATEST));
        onUnread(page.unread);
      })
      .catch(() => setFailed(true));
  }, [onUnread]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose(true);
    const onClick = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!root.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [onClose, toggle]);

  const markAll = async () => {
    const { unread } = await apiFetch<{ unread: number }>("/api/notifications/read", { body: { all: true } });
    onUnread(unread);
    setItems((list) => list?.map((n) => ({ ...n, read: true })) ?? null);
  };

  return (
    <section
      ref={root}
      id={id}
      aria-labelledby={`${id}-title`}
      className="z-50 flex flex-col gap-2 rounded-2xl border border-border-strong bg-[#11111b] p-3 shadow-[0_12px_40px_-8px_rgb(0_0_0/0.7)] max-md:fixed max-md:inset-x-2 max-md:top-[4.25rem] md:absolute md:top-full md:right-0 md:mt-2 md:w-96"
    >
      <div className="flex items-center justify-between gap-2 px-1">
        {/* Not "Notifications": the toasts' region has that name. */}
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {t("title")}
        </h2>
        <button
          type="button"
          onClick={() => void markAll().catch(() => setFailed(true))}
          disabled={!items?.some((n) => !n.read)}
          className={buttonClass("ghost", "sm")}
        >
          {t("markAll")}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="px-1 text-sm text-danger">
          {t("failed")}
        </p>
      ) : items === null ? (
        <p className="px-1 text-sm text-muted">{t("loading")}</p>
      ) : items.length === 0 ? (
        <p className="px-1 text-sm text-muted">{t("empty")}</p>
      ) : (
        <ul className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto">
          {items.map((n) => (
            <li key={n.id}>
              <NotificationItem n={n} compact />
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Link href={localizedPath(locale, "/dashboard/messages")} className={buttonClass("secondary", "sm")}>
          {t("messages")}
          {threads > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-[#0b0b12]">
              {threads}
              <span className="sr-only"> {t("unread")}</span>
            </span>
          )}
        </Link>
        <Link
          href={localizedPath(locale, "/dashboard/notifications")}
          className={buttonClass("secondary", "sm")}
        >
          {t("seeAll")}
        </Link>
      </div>
    </section>
  );
}
