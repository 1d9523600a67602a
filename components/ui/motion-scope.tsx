"use client";

import { LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";

// framer-motion's animation code is fetched after the page is interactive; inside, components use `m`, never `motion`.
const loadFeatures = () => import("@/components/ui/motion-features").then((module) => module.default);

/** Wraps a part of a page that animates with framer-motion: motion honours prefers-reduced-motion. */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
