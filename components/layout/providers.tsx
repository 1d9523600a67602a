"use client";

import { MotionConfig } from "framer-motion";
import { useEffect, type ReactNode } from "react";
import { Toaster } from "sonner";
import { z } from "zod";
import { SessionProvider } from "@/components/accounts/session-provider";

// In the browser, zod must not probe for eval (new Function): the Content-Security-Policy forbids it, and the
// probe alone would be reported as a violation. The server keeps zod's faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

/** Client-side context for every page: the header's session, motion that honours prefers-reduced-motion, one toast at a time. */
export function Providers({ children }: { children: ReactNode }) {
  // Marks the document once React has taken over the server's HTML, so browser tests know clicks are handled.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <MotionConfig reducedMotion="user">
      <SessionProvider>{children}</SessionProvider>
      <Toaster
        theme="dark"
        position="bottom-right"
        visibleToasts={1}
        duration={5000}
        swipeDirections={["right"]}
        hotkey={["F8"]}
        closeButton
        toastOptions={{
          classNames: {
            toast: "!bg-surface-raised !border-border-strong !text-text !rounded-2xl",
            description: "!text-muted",
            error: "!border-danger/60 !bg-[#2a0f14]",
          },
        }}
      />
    </MotionConfig>
  );
}
