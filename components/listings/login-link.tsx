"use client";

import { useLocale } from "#i18n";
import type { MouseEvent, ReactNode } from "react";
import { useNoticeWords } from "@/components/accounts/login-notice-toast";
import { useSession } from "@/components/accounts/session-provider";
import { loginNotice } from "@/lib/auth/login-notice";
import { loginPath } from "@/lib/auth/return-url";
import { toast } from "@/lib/client/toast";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { localizedPath } from "@/lib/i18n/locales";

export type ListingType = "startup" | "gig" | "event" | "job";

/**
 * A link to a page that needs an account (an event's details, the listing form): a link in the server's HTML, so
 * it works without JavaScript (the page's guard sends a guest to log in, and back). With JavaScript a member known
 * to be one just follows it; otherwise the click asks the server who is signed in, and a guest is told why, in the
 * page's language, from the click (the login page shows the same notice, same id: one toast), and sent to log in,
 * `listingType` remembered for the login page as pendingListingType. `href` is the English path: the link and the
 * login page's way back keep the page's language.
 */
export function LoginLink({
  href,
  listingType,
  className,
  children,
}: {
  href: string;
  listingType?: ListingType;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const locale = useLocale();
  const { session, refresh } = useSession();
  const words = useNoticeWords();
  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (session) return;
    event.preventDefault();
    if (await refresh()) return router.push(localizedPath(locale, href));
    if (listingType) {
      try {
        localStorage.setItem("pendingListingType", listingType);
      } catch {
        // Storage can be unavailable (private mode); the returnUrl still carries the type.
      }
    }
    const notice = loginNotice(href);
    if (notice) {
      const { title, description } = words(notice);
      toast.error(title, { id: notice.id, description });
    }
    router.push(loginPath(localizedPath(locale, href)));
  }
  return (
    <Link
      href={localizedPath(locale, href)}
      onClick={onClick}
      className={className}
      prefetch={session ? null : false}
    >
      {children}
    </Link>
  );
}
