"use client";

import { AnimatePresence, m } from "framer-motion";
import { MotionScope } from "@/components/ui/motion-scope";

/**
 * The hero word's change, animated with framer-motion (the old word leaves upwards, the new one rises in). Fetched
 * after the page has loaded (components/home/hero-headline.tsx): the first word is plain server HTML.
 */
export function HeroWordMotion({ word }: { word: string }) {
  return (
    <MotionScope>
      <AnimatePresence mode="wait" initial={false}>
        <m.span
          key={word}
          data-testid="hero-word"
          className="text-gradient col-start-1 row-start-1 pb-[0.08em]"
          initial={{ opacity: 0, y: "0.35em" }}
          animate={{ opacity: 1, y: 0 }}
          exit={{ opacity: 0, y: "-0.35em" }}
          transition={{ duration: 0.3, ease: "easeOut" }}
        >
          {word}
        </m.span>
      </AnimatePresence>
    </MotionScope>
  );
}
