"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { useSession } from "@/components/accounts/session-provider";

type Gate = {
  /** What a guest reads before going to log in ('Login Required' / 'Please login to …'). */
  guest: { title: string; description: string };
  /** Where the login page sends the guest back to. */
  returnUrl: string;
  /** Runs for a guest just before the redirect (e.g. remembering what they chose). */
  beforeLogin?: () => void;
  /** Runs for a signed-in member. */
  member: () => void;
};

/** The one login-required step: asks the server who is signed in, then runs `member` or sends the guest to log in. */
export function useMemberGate() {
  const router = useRouter();
  const { refresh } = useSession();
  const [checking, setChecking] = useState(false);

  async function gate({ guest, returnUrl, beforeLogin, member }: Gate) {
    setChecking(true);
    const signedIn = (await refresh()) !== null;
    setChecking(false);
    if (signedIn) return member();
    beforeLogin?.();
    toast.error(guest.title, { description: guest.description });
    router.push(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  }

  return { checking, gate };
}
