"use client";

// The offer of the Hindi page to a visitor of an English one whose browser prefers Hindi (hindi-offer-loader.tsx
// decides and fetches this code after the page is idle). Written in Hindi whatever the page's language, from the
// Hindi catalog part itself (the English page's messages carry no Hindi). Either choice is remembered in the
// language cookie, so it is offered once; nothing redirects.
import { usePathname } from "next/navigation";
import { useRef } from "react";
import { buttonClass } from "@/components/ui/button";
import { rememberLocale } from "@/components/layout/locale-switch";
import offer from "@/lib/i18n/parts/headerOffer.hi.json";
import { switchPath } from "@/lib/i18n/switch-path";

export function HindiOffer({ onClose }: { onClose: () => void }) {
  const pathname = usePathname() ?? "/";
  const box = useRef<HTMLElement>(null);
  const dismiss = () => {
    rememberLocale("en");
    // Focus leaves with the strip: it goes on to the page's content rather than to nowhere.
    if (box.current?.contains(document.activeElement)) {
      const main = document.getElementById("main");
      main?.setAttribute("tabindex", "-1");
      main?.focus({ preventScroll: true });
    }
    onClose();
  };
  return (
    <section
      ref={box}
      lang="hi"
      aria-label={offer.label}
      className="animate-reveal fixed inset-x-3 bottom-3 z-[55] flex flex-wrap items-center gap-3 rounded-2xl border border-border-strong bg-surface-raised p-3 shadow-[0_12px_40px_-8px_rgb(0_0_0/0.7)] md:left-4 md:right-auto md:max-w-md"
    >
      <p className="min-w-0 flex-1 basis-48 text-sm text-text">{offer.text}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={switchPath(pathname, window.location.search, "hi")}
          hrefLang="hi"
          className={buttonClass("primary", "sm")}
          onClick={(event) => {
            // The address as it is now (a client navigation may have changed its query since this rendered).
            event.currentTarget.href = switchPath(window.location.pathname, window.location.search, "hi");
            rememberLocale("hi");
          }}
        >
          {offer.link}
        </a>
        <button type="button" className={buttonClass("ghost", "sm")} onClick={dismiss}>
          {offer.dismiss}
        </button>
      </div>
    </section>
  );
}
