"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** "Let's Go": scrolls to the next section (smoothly unless the visitor asks for reduced motion) and focuses it. */
export function ScrollToSection({ targetId, children }: { targetId: string; children: ReactNode }) {
  function goNext() {
    const next = document.getElementById(targetId);
    if (!next) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    next.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    next.focus({ preventScroll: true });
  }
  return (
    <Button size="lg" onClick={goNext}>
      {children}
    </Button>
  );
}
