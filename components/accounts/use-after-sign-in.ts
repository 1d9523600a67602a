"use client";

import { useLocale } from "#i18n";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { landingPath, safeReturnUrl } from "@/lib/auth/return-url";
import { localizedPath, splitLocalePath } from "@/lib/i18n/locales";

/** `path` in the page's language, unless it names one already (a returnUrl of /hi/…) or is the back office's (English). */
export function inPageLanguage(locale: string, path: string): string {
  if (splitLocalePath(path).locale !== "en" || path === "/admin" || path.startsWith("/admin/")) return path;
  return localizedPath(locale, path);
}

const PENDING_LISTING_TYPE = "pendingListingType";
const LISTING_TYPES = new Set(["startup", "gig", "event", "job"]);

/**
 * The listing type a guest chose before logging in (the login-aware step stores it), read once: the key is
 * cleared whatever it held.
 */
function takePendingListingType(): string | null {
  try {
    const type = localStorage.getItem(PENDING_LISTING_TYPE);
    localStorage.removeItem(PENDING_LISTING_TYPE);
    return type && LISTING_TYPES.has(type) ? type : null;
  } catch {
    return null; // Storage can be unavailable (private mode).
  }
}

/**
 * After login or registration: go to the safe returnUrl; without one, to the listing form of a remembered
 * pendingListingType; else to the role's landing page. The header is refreshed.
 */
export function useAfterSignIn(returnUrl: string | null) {
  const router = useRouter();
  const locale = useLocale();
  const { refresh } = useSession();
  return useCallback(
    (role: "Admin" | "Member") => {
      const pendingType = takePendingListingType();
      const next =
        !safeReturnUrl(returnUrl) && pendingType
          ? `/submit-listing?type=${pendingType}`
          : landingPath(role, returnUrl);
      router.replace(inPageLanguage(locale, next));
      router.refresh();
      void refresh();
    },
    [router, returnUrl, refresh, locale],
  );
}
