"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "#i18n";
import { Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { HeaderAccount, MemberBell } from "@/components/accounts/header-account";
import { HindiOfferLoader } from "@/components/layout/hindi-offer-loader";
import { LocaleSwitch } from "@/components/layout/locale-switch";
import { Logo } from "@/components/layout/logo";
import { MoreMenu } from "@/components/layout/more-menu";
import { cn } from "@/lib/cn";
import { localizedPath } from "@/lib/i18n/locales";
import { isEnglishOnly, sitePath } from "@/lib/i18n/switch-path";
import { useScrolledPast } from "@/lib/hooks/use-scrolled-past";
import { isActivePath as isActive, moreNavLinks, navLinks, navPill } from "@/lib/site/navigation";

/** Reports the query string. Inside Suspense: on a prerendered page it is read in the browser only. */
function QueryWatcher({ onChange }: { onChange: (query: string) => void }) {
  const query = useSearchParams().toString();
  useEffect(() => onChange(query), [query, onChange]);
  return null;
}

/**
 * The pill's widths for phones and wider screens, chosen by CSS media queries, so the server's HTML
 * already has the right width at every size. Only `--pill-progress` (0 at the top, 1 when scrolled) is animated
 * (a registered property in globals.css, so CSS can transition it, with the design's spring as its easing);
 * width and the phone's top margin are interpolated from it. No script runs for the motion.
 */
const pillVariables = {
  "--pill-top-mobile": navPill.width.mobile.top,
  "--pill-scrolled-mobile": navPill.width.mobile.scrolled,
  "--pill-top-desktop": navPill.width.desktop.top,
  "--pill-scrolled-desktop": navPill.width.desktop.scrolled,
} as CSSProperties;
// md: is navPill.mobileBreakpoint (768 px).
const pillBreakpoints = cn(
  "[--pill-top:var(--pill-top-mobile)] [--pill-scrolled:var(--pill-scrolled-mobile)] [--pill-drop:8px]",
  "md:[--pill-top:var(--pill-top-desktop)] md:[--pill-scrolled:var(--pill-scrolled-desktop)] md:[--pill-drop:0px]",
);
const progress = "var(--pill-progress, 0)";

/** The bar's icons, drawn by the server from the sprite (components/ui/icon.tsx): no icon code ships with it. */
export type HeaderIcons = { menu: ReactNode; close: ReactNode; more: ReactNode };

/** The language switcher's look in the bar and the phone menu: the other language's name in a pill. */
const switchClass =
  "flex min-h-11 min-w-11 items-center justify-center rounded-full border border-border px-2 text-sm text-muted transition-colors hover:border-border-strong hover:text-text lg:px-3";

/** The navigation bar; its right-hand side is the Login link or the member's links. */
export function SiteHeader({ icons }: { icons: HeaderIcons }) {
  const t = useTranslations("header");
  const locale = useLocale();
  // The page's path as English has it ("/hi/jobs" → "/jobs"), to mark the current link in every language.
  const pathname = sitePath(usePathname() ?? "/");
  const [query, setQuery] = useState("");
  const scrolled = useScrolledPast(navPill.scrollThreshold);
  // The menu closes on every navigation, a new query string included: it remembers the URL it was opened on.
  const location = `${pathname}?${query}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location;
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the phone menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const phoneLink = (link: { href: string; key: string }) => (
    <li key={link.href}>
      <Link
        href={localizedPath(locale, link.href)}
        onClick={() => setOpenOn(null)}
        aria-current={isActive(pathname, link.href) ? "page" : undefined}
        className={cn(
          "flex min-h-11 items-center rounded-xl px-3 text-base",
          isActive(pathname, link.href) ? "bg-surface-raised text-text" : "text-muted",
        )}
      >
        {t(`nav.${link.key}`)}
      </Link>
    </li>
  );

  return (
    <>
      <div
        className="pointer-events-none fixed inset-x-0 top-0 z-50 mx-auto flex justify-center pt-0 md:pt-4"
        style={{ maxWidth: navPill.maxWidth }}
      >
        <Suspense fallback={null}>
          <QueryWatcher onChange={setQuery} />
        </Suspense>
        <header
          data-compact={scrolled ? "true" : "false"}
          style={{
            ...pillVariables,
            ["--pill-progress" as string]: scrolled ? 1 : 0,
            transition: `--pill-progress ${navPill.spring.duration} ${navPill.spring.easing}, background-color 300ms, box-shadow 300ms, backdrop-filter 300ms, border-color 300ms`,
            width: `calc(var(--pill-top) + (var(--pill-scrolled) - var(--pill-top)) * ${progress})`,
            marginTop: `calc(var(--pill-drop) * ${progress})`,
            minWidth: navPill.minWidth,
            maxWidth: navPill.maxWidth,
          }}
          className={cn(
            pillBreakpoints,
            "pointer-events-auto border",
            "rounded-none md:rounded-full",
            scrolled
              ? "border-border-strong bg-[#0b0b14]/85 shadow-[0_12px_40px_-8px_rgb(0_0_0/0.7)] backdrop-blur-xl md:rounded-full max-md:rounded-2xl"
              : "border-transparent bg-[#0b0b14]/55 backdrop-blur-md max-md:border-b-border md:border-border",
          )}
        >
          <nav aria-label={t("mainNav")}>
            <div className="flex h-16 items-center justify-between gap-4 px-3 md:gap-2 md:px-4">
              <Logo wordmarkClassName="md:max-xl:hidden" />
              <ul className="hidden items-center md:flex lg:gap-1">
                {navLinks.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={localizedPath(locale, link.href)}
                      aria-current={isActive(pathname, link.href) ? "page" : undefined}
                      className={cn(
                        "flex min-h-11 min-w-11 items-center justify-center rounded-full px-1 text-sm transition-colors lg:px-3",
                        isActive(pathname, link.href)
                          ? "bg-surface-raised text-text"
                          : "text-muted hover:text-text",
                      )}
                    >
                      {t(`nav.${link.key}`)}
                    </Link>
                  </li>
                ))}
                <li>
                  <MoreMenu chevron={icons.more} />
                </li>
              </ul>
              <div className="hidden items-center gap-2 md:flex">
                <LocaleSwitch className={switchClass} />
                <HeaderAccount />
              </div>
              <div className="ml-auto md:hidden">
                <MemberBell />
              </div>
              <button
                ref={toggle}
                type="button"
                className="flex size-11 items-center justify-center rounded-full text-text hover:bg-surface-raised md:hidden"
                aria-expanded={menuOpen}
                aria-controls="mobile-menu"
                aria-label={menuOpen ? t("closeMenu") : t("openMenu")}
                onClick={() => setOpenOn(menuOpen ? null : location)}
              >
                {menuOpen ? icons.close : icons.menu}
              </button>
            </div>
            {menuOpen && (
              <div
                id="mobile-menu"
                className="animate-reveal max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain md:hidden"
              >
                <ul className="flex flex-col gap-1 border-t border-border px-3 py-3">
                  {navLinks.map(phoneLink)}
                  <li className="mt-2 border-t border-border pt-3">
                    <p
                      id="mobile-menu-more"
                      className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted"
                    >
                      {t("more")}
                    </p>
                    <ul aria-labelledby="mobile-menu-more" className="grid grid-cols-2 gap-1">
                      {moreNavLinks.map(phoneLink)}
                    </ul>
                  </li>
                  {!isEnglishOnly(pathname) && (
                    <li className="mt-2 border-t border-border px-1 pt-3">
                      <LocaleSwitch className={cn(switchClass, "w-fit px-3 text-base")} />
                    </li>
                  )}
                  <li className="mt-2 flex flex-wrap items-center gap-2 border-t border-border px-1 pt-3">
                    <HeaderAccount bell={false} />
                  </li>
                </ul>
              </div>
            )}
          </nav>
        </header>
      </div>
      <HindiOfferLoader />
    </>
  );
}
