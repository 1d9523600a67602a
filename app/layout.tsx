import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "@/components/layout/providers";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Icon } from "@/components/ui/icon";
import { site } from "@/lib/site/config";
import { mono, sans } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: {
    default: `${site.name}: Web3, AI and future-tech builders in India`,
    template: `%s | ${site.name}`,
  },
  description: site.description,
  applicationName: site.name,
  openGraph: { type: "website", siteName: site.name, locale: "en_IN" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = { themeColor: "#07070c", colorScheme: "dark" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${sans.variable} ${mono.variable}`}>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-surface-raised focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
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
      </body>
    </html>
  );
}
