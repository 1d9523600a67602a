// /manifest.webmanifest: installing the site on a phone's home screen (name, colours, icons). The icons are
// made from the logo by scripts/make-icons.ts.
import type { MetadataRoute } from "next";
import { site } from "@/lib/site/config";

/** The page background, as app/layout.tsx's viewport themeColor. */
const background = "#07070c";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: background,
    theme_color: background,
    lang: "en-IN",
    categories: ["business", "education", "social"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
