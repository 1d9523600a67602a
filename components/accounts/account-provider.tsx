"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

/** What the navigation bar needs of the signed-in user; null for a guest, undefined until it is known. */
export type HeaderAccount = { coins: number; isAdmin: boolean } | null | undefined;

type AccountContextValue = { account: HeaderAccount; refresh: () => void };

const AccountContext = createContext<AccountContextValue>({ account: undefined, refresh: () => {} });

type StatusAnswer = { isAuthenticated?: boolean; user?: { coins?: number; role?: string } | null };

async function readAccount(): Promise<HeaderAccount> {
  try {
    const response = await fetch("/api/auth/status", { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return null;
    const status = (await response.json()) as StatusAnswer;
    if (!status.isAuthenticated || !status.user) return null;
    return { coins: status.user.coins ?? 0, isAdmin: status.user.role === "Admin" };
  } catch {
    return null; // the bar falls back to the guest variant; protected pages check on the server anyway
  }
}

/**
 * The session as the navigation bar shows it, read in the browser from GET /api/auth/status, so that public
 * pages render the same HTML for everyone and can be cached. Re-read on every route change and whenever a
 * login, logout or account change calls `refresh()`.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [account, setAccount] = useState<HeaderAccount>(undefined);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    void readAccount().then((next) => {
      if (request === latest.current) setAccount(next); // an older answer never overwrites a newer one
    });
  }, [pathname, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return <AccountContext value={{ account, refresh }}>{children}</AccountContext>;
}

export function useAccount(): AccountContextValue {
  return useContext(AccountContext);
}
