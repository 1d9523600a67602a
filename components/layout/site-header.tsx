"use client";

import { AnimatePresence, motion } from "framer-motion";
import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { HeaderAccount } from "@/components/accounts/header-account";
import { Logo } from "@/components/layout/logo";
import { cn } from "@/lib/cn";
import { useMediaQuery, useScrolledPast } from "@/lib/hooks/use-media-query";
import { navLinks, navPill } from "@/lib/site/navigation";

function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The navigation bar (public §2, §9); its right-hand side is the Login link or the member's links. */
export function SiteHeader() {
  const pathname = usePathname();
  const scrolled = useScrolledPast(navPill.scrollThreshold);
  const mobile = useMediaQuery(`(max-width: ${navPill.mobileBreakpoint - 0.02}px)`);
  // The menu closes on every route change: it remembers the path it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const widths = mobile ? navPill.width.mobile : navPill.width.desktop;
  const accountArea = <HeaderAccount />;

  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-50 mx-auto flex justify-center pt-0 md:pt-4"
      style={{ maxWidth: navPill.maxWidth }}
    >
      <motion.header
        data-compact={scrolled ? "true" : "false"}
        initial={false}
        animate={{ width: scrolled ? widths.scrolled : widths.top, marginTop: mobile && scrolled ? 8 : 0 }}
        transition={navPill.spring}
        style={{ minWidth: navPill.minWidth, maxWidth: navPill.maxWidth }}
        className={cn(
          "pointer-events-auto border transition-[background-color,box-shadow,backdrop-filter,border-color] duration-300",
          "rounded-none md:rounded-full",
          scrolled
            ? "border-border-strong bg-[#0b0b14]/85 shadow-[0_12px_40px_-8px_rgb(0_0_0/0.7)] backdrop-blur-xl md:rounded-full max-md:rounded-2xl"
            : "border-transparent bg-[#0b0b14]/55 backdrop-blur-md max-md:border-b-border md:border-border",
        )}
      >
        <nav aria-label="Main">
          <div className="flex h-16 items-center justify-between gap-4 px-3 md:px-4">
            <Logo />
            <ul className="hidden items-center gap-1 md:flex">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={isActive(pathname, link.href) ? "page" : undefined}
                    className={cn(
                      "flex min-h-11 items-center rounded-full px-3 text-sm transition-colors lg:px-4",
                      isActive(pathname, link.href)
                        ? "bg-surface-raised text-text"
                        : "text-muted hover:text-text",
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="hidden items-center gap-2 md:flex">{accountArea}</div>
            <button
              type="button"
              className="flex size-11 items-center justify-center rounded-full text-text hover:bg-surface-raised md:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onClick={() => setOpenOn(menuOpen ? null : pathname)}
            >
              {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            </button>
          </div>
          <AnimatePresence initial={false}>
            {menuOpen && (
              <motion.div
                id="mobile-menu"
                key="mobile-menu"
                initial={{ height: 0, opacity: 0 }}
                animate={{ height: "auto", opacity: 1 }}
                exit={{ height: 0, opacity: 0 }}
                transition={{ duration: navPill.mobileMenuDuration }}
                className="overflow-hidden md:hidden"
              >
                <ul className="flex flex-col gap-1 border-t border-border px-3 py-3">
                  {navLinks.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={() => setOpenOn(null)}
                        aria-current={isActive(pathname, link.href) ? "page" : undefined}
                        className={cn(
                          "flex min-h-11 items-center rounded-xl px-3 text-base",
                          isActive(pathname, link.href) ? "bg-surface-raised text-text" : "text-muted",
                        )}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  <li className="mt-2 flex flex-wrap items-center gap-2 border-t border-border px-1 pt-3">
                    {accountArea}
                  </li>
                </ul>
              </motion.div>
            )}
          </AnimatePresence>
        </nav>
      </motion.header>
    </div>
  );
}
