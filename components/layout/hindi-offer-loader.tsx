"use client";

import { useLocale } from "#i18n";
import { useEffect, useState, type ComponentType } from "react";
import { hasLocaleCookie, isEnglishOnly, prefersHindi, sitePath } from "@/lib/i18n/switch-path";

type Offer = ComponentType<{ onClose: () => void }>;

/**
 * On an English page, once the browser is idle: when the visitor has chosen no language yet (no cookie) and the
 * browser prefers Hindi, fetches and shows the offer of the Hindi page (hindi-offer.tsx). Costs the first load only
 * this check. Never redirects: crawlers and shared links get the page they asked for.
 */
export function HindiOfferLoader() {
  const english = useLocale() === "en";
  const [Offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    if (!english) return;
    let live = true;
    const check = () => {
      const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
      if (hasLocaleCookie(document.cookie) || !prefersHindi(languages)) return;
      if (isEnglishOnly(sitePath(window.location.pathname))) return;
      import("@/components/layout/hindi-offer").then(
        (module) => live && setOffer(() => module.HindiOffer),
        () => {}, // offline for a moment: offered on a later page
      );
    };
    const idle = "requestIdleCallback" in window;
    const id = idle ? window.requestIdleCallback(check, { timeout: 5000 }) : window.setTimeout(check, 1500);
    return () => {
      live = false;
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, [english]);
  return Offer ? <Offer onClose={() => setOffer(null)} /> : null;
}
