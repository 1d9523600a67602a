import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { Providers } from "@/components/layout/providers";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Icon } from "@/components/ui/icon";
import { SiteClientMessages } from "@/lib/i18n/client-messages";
import { htmlLang, isServedLocale } from "@/lib/i18n/page-locale";
import { locales } from "@/lib/i18n/locales";
import { site } from "@/lib/site/config";
import { devanagariFont } from "../fonts/devanagari";
import { mono, sans } from "../fonts";
import "../globals.css";
import "../fonts/devanagari.css";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Every language's pages are built ahead (the pseudo-locale's only on demand, where it is served). */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "site" });
  return {
    metadataBase: new URL(site.url),
    title: { default: t("defaultTitle", { name: site.name }), template: `%s | ${site.name}` },
    description: t("description"),
    applicationName: site.name,
    openGraph: { type: "website", siteName: site.name },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = { themeColor: "#07070c", colorScheme: "dark" };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isServedLocale(locale)) notFound();
  setRequestLocale(locale);
  // Hindi pages draw their text in the Devanagari cut: fetched with the page, like the Latin face (app/fonts.ts).
  if (locale === "hi") preload(devanagariFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  const t = await getTranslations("layout");
  return (
    <html lang={htmlLang(locale)} className={`${sans.variable} ${mono.variable}`}>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-surface-raised focus:px-4 focus:py-2"
        >
          {t("skipToContent")}
        </a>
        <SiteClientMessages>
          <Providers>
            <ScrollToTop />
            <SiteHeader
              icons={{
                menu: <Icon name="menu" className="size-6" />,
                close: <Icon name="x" className="size-6" />,
                more: <Icon name="chevron-down" className="size-4" />,
              }}
            />
            <main id="main" className="container-page min-h-[70vh] pt-28 md:pt-32">
              {children}
            </main>
            <SiteFooter />
          </Providers>
        </SiteClientMessages>
      </body>
    </html>
  );
}
