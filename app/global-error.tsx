"use client";

import { usePathname } from "next/navigation";
import "./globals.css";

/**
 * Its words in each language, here rather than in the catalog: the layout that provides the catalog's messages is
 * what failed, and this page's code ships with every page (the catalog would ship with it; so would
 * lib/i18n/locales, a second copy in its own chunk, hence the tags written here).
 */
const texts = {
  en: {
    lang: "en-IN",
    title: "Builders Hub could not be loaded",
    description: "Something went wrong on our side. Please try again in a moment.",
    retry: "Retry",
  },
  hi: {
    lang: "hi-IN",
    title: "Builders Hub लोड नहीं हो सका",
    description: "हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    retry: "फिर कोशिश करें",
  },
} as const;

/** The root layout itself failed: a page of its own (no header or footer), with Retry, in the address's language. */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = texts[/^\/hi(?=\/|$)/.test(usePathname() ?? "/") ? "hi" : "en"];
  return (
    <html lang={t.lang}>
      <body className="flex min-h-screen items-center justify-center p-6">
        <main className="flex max-w-md flex-col items-center gap-4 text-center">
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="text-muted">{t.description}</p>
          <button
            type="button"
            onClick={() => retry()}
            className="min-h-11 rounded-full bg-gradient-accent px-6 font-medium text-[#0b0b12]"
          >
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
