"use client";

import { ArrowDown } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Let's Go": scrolls to the next section (smoothly unless the visitor asks for reduced motion) and focuses it. */
export function ScrollToSection({ targetId }: { targetId: string }) {
  function goNext() {
    const next = document.getElementById(targetId);
    if (!next) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    next.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    next.focus({ preventScroll: true });
  }
  return (
    <Button size="lg" onClick={goNext}>
      Let&apos;s Go
      <ArrowDown aria-hidden className="size-4" />
    </Button>
  );
}
