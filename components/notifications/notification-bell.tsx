"use client";

import { Bell } from "lucide-react";
import { useTranslations } from "#i18n";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import type { NotificationPopoverProps } from "@/components/notifications/notification-popover";
import { unreadText } from "@/lib/notifications/unread";

// One request at a time, shared by the header's two account areas (the bar and the phone menu).
type Counts = { unread: number; threads: number };
let inFlight: Promise<Counts | null> | null = null;

/** Unread notifications (a new message is one) and conversations with unread messages. */
function readUnread(): Promise<Counts | null> {
  inFlight ??= fetch("/api/notifications/unread-count", { cache: "no-store" })
    .then((r) => (r.ok ? (r.json() as Promise<{ unread?: unknown; threads?: unknown }>) : null))
    .then((d) =>
      typeof d?.unread === "number" ? { unread: d.unread, threads: Number(d.threads) || 0 } : null,
    )
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The header's bell for a signed-in member (loaded only for them): the unread count, read after the page loads
 * and again on navigation and when the tab comes back into view (no polling). The popover's code is loaded on
 * the first open.
 */
export function NotificationBell() {
  const t = useTranslations("notificationsBell");
  const pathname = usePathname();
  const [unread, setUnread] = useState(0);
  const [threads, setThreads] = useState(0);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [Popover, setPopover] = useState<ComponentType<NotificationPopoverProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const refresh = useCallback(() => {
    void readUnread().then((n) => {
      if (!n) return;
      setUnread(n.unread);
      setThreads(n.threads);
    });
  }, []);

  useEffect(refresh, [pathname, refresh]);
  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && refresh();
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  const toggle = async () => {
    if (open) return setOpenOn(null);
    if (!Popover) {
      const { NotificationPopover } = await import("@/components/notifications/notification-popover");
      setPopover(() => NotificationPopover);
    }
    setOpenOn(pathname);
  };

  return (
    <div className="max-md:contents md:relative">
      <button
        ref={button}
        type="button"
        aria-label={
          (unread ? t("bellUnread", { unread: unreadText(unread) }) : t("bell")) +
          (threads ? t("bellThreads", { count: threads }) : "")
        }
        aria-expanded={open}
        aria-controls="notifications-panel"
        onClick={toggle}
        className="relative flex size-11 shrink-0 items-center justify-center rounded-full text-text hover:bg-surface-raised"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] leading-5 font-semibold text-[#0b0b12]"
          >
            {unread > 9 ? "9+" : unread}
          </span>
        )}
      </button>
      {open && Popover && (
        <Popover
          id="notifications-panel"
          threads={threads}
          onUnread={setUnread}
          onClose={(refocus) => {
            setOpenOn(null);
            if (refocus) button.current?.focus();
          }}
          toggle={button}
        />
      )}
    </div>
  );
}
