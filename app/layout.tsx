import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import type { Metadata, Viewport } from "next";
import { unstable_rethrow } from "next/navigation";
import type { ReactNode } from "react";
import { AccountNav } from "@/components/accounts/account-nav";
import { Providers } from "@/components/layout/providers";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { site } from "@/lib/site/config";
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

/** The signed-in user for the navigation bar; a failing session read shows the guest bar, never an error page. */
async function currentUserForHeader(): Promise<CurrentUser | null> {
  try {
    return await getCurrentUser();
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (dynamic rendering, redirects) pass through
    console.error("[layout] could not read the session", error);
    return null;
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await currentUserForHeader();
  return (
    <html lang="en-IN" className={`${GeistSans.variable} ${GeistMono.variable}`}>
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
            account={user ? <AccountNav coins={user.coins} isAdmin={user.role === "Admin"} /> : undefined}
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
