"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useAccount } from "@/components/accounts/account-provider";
import { landingPath } from "@/lib/auth/return-url";

/** After login or registration: go to the safe returnUrl or the role's landing page, with a fresh header. */
export function useAfterSignIn(returnUrl: string | null) {
  const router = useRouter();
  const { refresh } = useAccount();
  return useCallback(
    (role: "Admin" | "Member") => {
      router.replace(landingPath(role, returnUrl));
      router.refresh();
      refresh();
    },
    [router, returnUrl, refresh],
  );
}
