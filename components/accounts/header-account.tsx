"use client";

import { useTranslations } from "#i18n";
import { useSession } from "@/components/accounts/session-provider";
import { buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyComponent } from "@/lib/client/lazy-component";
import { Link } from "@/lib/i18n/navigation";

/** The notification bell: its code is loaded only once a member is known, so visitors never download it. */
const NotificationBell = lazyComponent(
  () => import("@/components/notifications/notification-bell").then((m) => m.NotificationBell),
  <span aria-hidden className="size-11 shrink-0" />,
);

/**
 * A member's links (Dashboard, coins, Log out, the account menu): like the bell, loaded once a member is known, so a
 * visitor's page carries none of their code (the icons, the logout call).
 */
const AccountNav = lazyComponent(
  () => import("@/components/accounts/account-nav").then((m) => m.AccountNav),
  <Skeleton className="h-9 w-20 rounded-full" />,
);

/** The bell on its own, for a signed-in member (the phone's bar keeps it beside the menu button). */
export function MemberBell() {
  const { session } = useSession();
  return session ? <NotificationBell /> : null;
}

/**
 * The navigation bar's right-hand side: a placeholder until the session is known, then Login or the member's
 * links, and their notification bell unless `bell` is false (the phone menu: its bell sits in the bar).
 */
export function HeaderAccount({ bell = true }: { bell?: boolean }) {
  const t = useTranslations("authNav");
  const { session: account } = useSession();
  if (account === undefined) {
    return (
      <>
        <Skeleton className="h-9 w-20 rounded-full" />
        <noscript>
          <Link href="/login" className={buttonClass("primary", "sm")}>
            {t("login")}
          </Link>
        </noscript>
      </>
    );
  }
  if (account === null) {
    return (
      <Link href="/login" className={buttonClass("primary", "sm")}>
        {t("login")}
      </Link>
    );
  }
  return (
    <>
      {bell && <NotificationBell />}
      <AccountNav coins={account.coins} isAdmin={account.isAdmin} />
    </>
  );
}
