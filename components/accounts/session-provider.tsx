"use client";

import { usePathname } from "next/navigation";
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { isAdmin } from "@/lib/auth/policy";

/** What the browser knows of the signed-in member; null for a guest, undefined until it is known. */
export type BrowserSession =
  | { coins: number; isAdmin: boolean; profile: { name: string; email: string; mobile: string } }
  | null
  | undefined;

type SessionContextValue = {
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

const SessionContext = createContext<SessionContextValue>({ session: undefined, refresh: readSession });

/**
 * The session as the browser sees it, read from GET /api/auth/status, so that public pages render the same HTML
 * for everyone and can be cached. Re-read on every route change and whenever `refresh()` is called.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [session, setSession] = useState<BrowserSession>(undefined);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    const next = await readSession();
    // An older answer never overwrites a newer one. A transition: a part of the page whose code is still loading
    // (a lazy component's Suspense boundary, not hydrated yet) is hydrated first, keeping what the server drew and
    // what was typed into it; an urgent update would have React throw that HTML away and draw the part afresh.
    if (request === latest.current) startTransition(() => setSession(next));
    return next;
  }, []);

  useEffect(() => {
    void refresh();
  }, [pathname, refresh]);

  return <SessionContext value={{ session, refresh }}>{children}</SessionContext>;
}

/** The browser's one hook for the session. */
export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}
