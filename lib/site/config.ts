// Site-wide constants read on the server: names, external URLs from the environment, social links.
import { env } from "@/lib/env";

export const site = {
  name: "Builders Hub",
  tagline: "Where India's Web3, AI and future-tech builders find their next move.",
  description:
    "Events, hackathons, jobs, internships, gigs, startups and courses for Web3, AI and future-tech builders in India.",
  url: env.SITE_URL,
  communityUrl: env.COMMUNITY_URL,
  /** The team's public address (CONTACT_EMAIL); null while unset, and then no page shows one. */
  email: env.CONTACT_EMAIL ?? null,
} as const;

/**
 * The absolute URL of a path on this site, on the configured SITE_URL: every redirect and absolute link the app
 * builds comes from here, never from request.url or Host (behind a proxy or on a platform those are internal).
 * A path that would leave the site ("//host", "/\\host", a full URL, "javascript:") gives the home page.
 */
export function siteUrl(path: string): string {
  const base = new URL(env.SITE_URL);
  const onSite = path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
  const url = new URL(onSite ? path : "/", base);
  return url.origin === base.origin ? url.toString() : new URL("/", base).toString();
}

export const socialLinks = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/buildershub" },
  { label: "Instagram", href: "https://www.instagram.com/buildershub" },
  { label: "Twitter", href: "https://x.com/buildershub" },
  { label: "WhatsApp", href: env.COMMUNITY_URL },
  { label: "YouTube", href: "https://www.youtube.com/@buildershub" },
  { label: "Telegram", href: "https://t.me/buildershub" },
] as const;
