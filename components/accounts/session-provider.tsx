"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { isAdmin } from "@/lib/auth/policy";

/** What the browser knows of the signed-in member; null for a guest, undefined until it is known. */
export type BrowserSession =
  | { coins: number; isAdmin: boolean; profile: { name: string; email: string; mobile: string } }
  | null
  | undefined;

type SessionValue = {
  session: BrowserSession;
  /** Re-reads the session (after a login, logout or account change) and resolves with it. */
  refresh: () => Promise<BrowserSession>;
};

type StatusAnswer = {
  isAuthenticated?: boolean;
  user?: { coins?: number; role?: string; fullName?: string; email?: string; mobile?: string } | null;
};

/**
 * Reads GET /api/auth/status: the one place the browser asks who is signed in. A plain fetch, not lib/client/api's
 * apiFetch: this provider is in every page's first load, and its answer needs none of apiFetch's error handling.
 */
async function readSession(): Promise<Exclude<BrowserSession, undefined>> {
  try {
    const response = await fetch("/api/auth/status", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) return null;
    const status = (await response.json()) as StatusAnswer;
    if (!status.isAuthenticated || !status.user) return null;
    const { user } = status;
    return {
      coins: user.coins ?? 0,
      isAdmin: isAdmin(user),
      profile: { name: user.fullName ?? "", email: user.email ?? "", mobile: user.mobile ?? "" },
    };
  } catch {
    return null; // shown as a guest; protected pages and calls check on the server anyway
  }
}

/** The session last read (undefined until the first answer) and the components drawing it. */
let known: BrowserSession = undefined;
const listeners = new Set<() => void>();
let latest = 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-reads the session; an older answer never overwrites a newer one. */
async function refresh(): Promise<BrowserSession> {
  const request = ++latest;
  const next = await readSession();
  if (request === latest && next !== known) {
    known = next;
    for (const listener of listeners) listener();
  }
  return next;
}

/**
 * Keeps the session read from GET /api/auth/status, so that public pages render the same HTML for everyone and can
 * be cached: read on every route change. A store, not a context: only the components that draw the session render
 * again when it arrives. A context's new value would reach every part of the page still waiting to hydrate (a lazy
 * component, the registration form, whose streamed HTML is not yet revealed), and React throws such a part's HTML
 * away, and what was typed into it, to draw it afresh (the register journeys in e2e/member/register.spec.ts).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  useEffect(() => {
    void refresh();
  }, [pathname]);
  return children;
}

const serverSession = (): BrowserSession => undefined;
const currentSession = (): BrowserSession => known;

/** The browser's one hook for the session: undefined while it is being read (and on the server). */
export function useSession(): SessionValue {
  const session = useSyncExternalStore(subscribe, currentSession, serverSession);
  return { session, refresh };
}
