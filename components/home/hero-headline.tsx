"use client";

import { useTranslations } from "#i18n";
import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

/** The hero's words (homeClient.words; in English "Solutions", "Communities", "Careers"), changing every 3000 ms. */
export const heroWordKeys = ["solutions", "communities", "careers"] as const;
export const heroWordInterval = 3000;

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

type WordMotion = ComponentType<{ word: string }>;
/** The animated word's component, once fetched (one module for every render). */
let wordMotion: WordMotion | null = null;

/** Whether the animated word is ready: fetched when the browser is idle after the page loaded. */
function useWordMotionReady() {
  const [ready, setReady] = useState(wordMotion !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const load = () =>
      void import("@/components/home/hero-word-motion").then((module) => {
        wordMotion = module.HeroWordMotion;
        if (live) setReady(true);
      });
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const handle = idle(load);
    return () => {
      live = false;
      (window.cancelIdleCallback ?? window.clearTimeout)(handle);
    };
  }, [ready]);
  return ready;
}

/**
 * The hero's first row (tagline and the pause button) and its heading with the rotating word. The server's HTML
 * already shows the first word, painted at once with no script; the pause and play icons are drawn by the server.
 * The animation of a change (framer-motion, which honours reduced motion) is fetched once the page is idle, so it
 * is not part of the page's first load.
 */
export function HeroHeadline({ icons }: { icons: { pause: ReactNode; play: ReactNode } }) {
  // Paused until the visitor presses play when they ask for reduced motion; their own choice wins after that.
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"playing" | "paused" | null>(null);
  const paused = choice ? choice === "paused" : reducedMotion;
  const t = useTranslations("homeClient");
  const heroWords = heroWordKeys.map((key) => t(`words.${key}`));
  const [index, setIndex] = useState(0);
  const word = heroWords[index]!;
  const Motion = useWordMotionReady() ? wordMotion : null;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % heroWordKeys.length), heroWordInterval);
    return () => window.clearInterval(timer);
  }, [paused]);

  const label = paused ? t("play") : t("pause");
  return (
    <>
      <div className="flex w-full items-center justify-between gap-3">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/70 px-3 py-1 text-sm text-muted">
          <span className="size-2 rounded-full bg-success" aria-hidden />
          {t("tagline")}
        </p>
        <button
          type="button"
          onClick={() => setChoice(paused ? "playing" : "paused")}
          className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-raised hover:text-text"
          aria-label={label}
          title={label}
        >
          {paused ? icons.play : icons.pause}
        </button>
      </div>
      <h1
        id="hero-title"
        className="max-w-4xl text-balance text-[clamp(2.5rem,6.5vw,4.75rem)] font-bold leading-[1.05] tracking-tight"
      >
        <span className="sr-only">{t("headlineFull")}</span>
        <span aria-hidden>
          {t.rich("headline", {
            // data-word is the word the rotation is on.
            word: () => (
              <span className="relative inline-grid align-bottom" data-testid="hero-rotator" data-word={word}>
                {heroWords.map((w) => (
                  <span key={w} className="invisible col-start-1 row-start-1">
                    {w}
                  </span>
                ))}
                {Motion ? (
                  <Motion word={word} />
                ) : (
                  <span data-testid="hero-word" className="text-gradient col-start-1 row-start-1 pb-[0.08em]">
                    {word}
                  </span>
                )}
              </span>
            ),
          })}
        </span>
      </h1>
    </>
  );
}
