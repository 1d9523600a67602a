"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { landingPath, safeReturnUrl } from "@/lib/auth/return-url";

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
  const { refresh } = useSession();
  return useCallback(
    (role: "Admin" | "Member") => {
      const pendingType = takePendingListingType();
      const next =
        !safeReturnUrl(returnUrl) && pendingType
          ? `/submit-listing?type=${pendingType}`
          : landingPath(role, returnUrl);
      router.replace(next);
      router.refresh();
      void refresh();
    },
    [router, returnUrl, refresh],
  );
}
