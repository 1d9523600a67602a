import type { ReactNode } from "react";

// The document itself is app/[locale]/layout.tsx's (its <html lang> is the page's language); this root only passes
// its children on, so app/not-found.tsx can answer a path outside every language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
