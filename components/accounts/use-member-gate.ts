"use client";

import { useLocale } from "#i18n";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { useSession } from "@/components/accounts/session-provider";
import { inPageLanguage } from "@/components/accounts/use-after-sign-in";
import { localizedPath } from "@/lib/i18n/locales";

type Gate = {
  /** What a guest reads before going to log in ('Login Required' / 'Please login to …'). */
  guest: { title: string; description: string };
  /** Where the login page sends the guest back to: an English path ("/job/1"), kept in the page's language. */
  returnUrl: string;
  /** Runs for a guest just before the redirect (e.g. remembering what they chose). */
  beforeLogin?: () => void;
  /** Runs for a signed-in member. */
  member: () => void;
};

/** The login page for a guest on their way to `returnUrl`, both in `locale`: "/hi/login?returnUrl=%2Fhi%2Fjob%2F1". */
export const gateLoginPath = (locale: string, returnUrl: string) =>
  localizedPath(locale, `/login?returnUrl=${encodeURIComponent(inPageLanguage(locale, returnUrl))}`);

/**
 * The one login-required step: asks the server who is signed in, then runs `member` or sends the guest to log in
 * (the login page and the way back in the page's language).
 */
export function useMemberGate() {
  const router = useRouter();
  const locale = useLocale();
  const { refresh } = useSession();
  const [checking, setChecking] = useState(false);

  async function gate({ guest, returnUrl, beforeLogin, member }: Gate) {
    setChecking(true);
    const signedIn = (await refresh()) !== null;
    setChecking(false);
    if (signedIn) return member();
    beforeLogin?.();
    toast.error(guest.title, { description: guest.description });
    router.push(gateLoginPath(locale, returnUrl));
  }

  return { checking, gate };
}
