import type { Metadata } from "next";
import type { ReactNode } from "react";
import { site } from "@/lib/site/config";

// The document itself is app/[locale]/layout.tsx's (its <html lang> is the page's language); this root only passes
// its children on. Its metadata base is the site's, for app/opengraph-image.tsx, which sits beside it.
export function generateMetadata(): Metadata {
  return { metadataBase: new URL(site.url) };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
