"use client";

import { AnimatePresence, m } from "framer-motion";
import { ArrowDown, Pause, Play, Users } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { HeroVisual } from "@/components/home/hero-visual";
import { Button, buttonClass } from "@/components/ui/button";
import { MotionScope } from "@/components/ui/motion-scope";

/** The hero word changes every 3000 ms. */
export const heroWords = ["Solutions", "Communities", "Careers"] as const;
export const heroWordInterval = 3000;

function useRotatingWord(paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % heroWords.length), heroWordInterval);
    return () => window.clearInterval(timer);
  }, [paused]);
  return heroWords[index]!;
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asks for reduced motion (false on the server, read again after hydration). */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

export function Hero({ communityUrl, nextSectionId }: { communityUrl: string; nextSectionId: string }) {
  // Paused until the visitor presses play when they ask for reduced motion; their own choice wins after that.
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"playing" | "paused" | null>(null);
  const paused = choice ? choice === "paused" : reducedMotion;
  const word = useRotatingWord(paused);

  function goNext() {
    const next = document.getElementById(nextSectionId);
    if (!next) return;
    next.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    next.focus({ preventScroll: true });
  }

  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex flex-col items-start gap-7 pb-16 pt-8 md:pb-24 md:pt-16"
    >
      <div className="grid w-full items-center gap-10 lg:grid-cols-[1.5fr_1fr]">
        <div className="flex flex-col items-start gap-7">
          <div className="flex w-full items-center justify-between gap-3">
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/70 px-3 py-1 text-sm text-muted">
              <span className="size-2 rounded-full bg-success" aria-hidden />
              India&apos;s community for Web3, AI and future-tech builders
            </p>
            <button
              type="button"
              onClick={() => setChoice(paused ? "playing" : "paused")}
              className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-raised hover:text-text"
              aria-label={paused ? "Play the rotating headline" : "Pause the rotating headline"}
              title={paused ? "Play the rotating headline" : "Pause the rotating headline"}
            >
              {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            </button>
          </div>
          <h1
            id="hero-title"
            className="max-w-4xl text-balance text-[clamp(2.5rem,6.5vw,4.75rem)] font-bold leading-[1.05] tracking-tight"
          >
            <span className="sr-only">
              India&apos;s home for Web3 &amp; AI Solutions, Communities and Careers
            </span>
            <span aria-hidden>
              India&apos;s home for Web3 &amp; AI{" "}
              {/* data-word is the word the rotation is on (its animation follows on the next frames). */}
              <span className="relative inline-grid align-bottom" data-testid="hero-rotator" data-word={word}>
                {heroWords.map((w) => (
                  <span key={w} className="invisible col-start-1 row-start-1">
                    {w}
                  </span>
                ))}
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
              </span>
            </span>
          </h1>
          <p className="max-w-2xl text-lg text-muted md:text-xl">
            Hackathons, jobs and internships, freelance gigs, startups and mentors: everything you need to go
            from your first smart contract to your first offer letter, in one place.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button size="lg" onClick={goNext}>
              Let&apos;s Go
              <ArrowDown aria-hidden className="size-4" />
            </Button>
            <a
              href={communityUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("secondary", "lg")}
            >
              <Users aria-hidden className="size-4" />
              Join Community
            </a>
          </div>
        </div>
        <HeroVisual />
      </div>
      <dl className="mt-6 grid w-full max-w-3xl grid-cols-3 gap-4 border-t border-border pt-8">
        {[
          ["1000+", "1:1 consultations"],
          ["20+", "languages in our content"],
          ["1M", "developers by 2027: our goal"],
        ].map(([value, label]) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="order-2 text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold md:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
