import localFont from "next/font/local";

// Geist from the installed `geist` package (no download at build or run time). Only the text face is preloaded, and
// cut to the Latin characters our pages are written in (35 kB of the font's 70: scripts/subset-font.sh); the
// monospace one (API reference, codes) is fetched when a page uses it, so it never competes with the first paint.
export const sans = localFont({
  src: "./fonts/geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
});

export const mono = localFont({
  src: "../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-monospace", "SFMono-Regular", "Roboto Mono", "Menlo", "Monaco", "Liberation Mono", "monospace"],
});
