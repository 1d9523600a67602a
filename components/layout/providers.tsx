"use client";

import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { SessionProvider } from "@/components/accounts/session-provider";
import { lazyComponent } from "@/lib/client/lazy-component";
import { isToasterWanted, subscribeToaster } from "@/lib/client/toast";

// Toasts follow a visitor's action, so the toaster is fetched with the first one (lib/client/toast.ts).
const Toaster = lazyComponent(() => import("@/components/layout/toaster").then((module) => module.Toaster));

/** Client-side context for every page: the header's session, one toast at a time. */
export function Providers({ children }: { children: ReactNode }) {
  // Marks the document once React has taken over the server's HTML, so browser tests know clicks are handled.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const toasterWanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  return (
    <>
      <SessionProvider>{children}</SessionProvider>
      {toasterWanted && <Toaster />}
    </>
  );
}
