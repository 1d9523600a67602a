import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { cn } from "@/lib/cn";
import { localizedPath } from "@/lib/i18n/locales";

/** The brand's violet-to-cyan gradient for an SVG drawing of the logo, to fill with `url(#<id>)`. */
export function LogoGradient({ id }: { id: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#a78bfa" />
        <stop offset="1" stopColor="#22d3ee" />
      </linearGradient>
    </defs>
  );
}

/**
 * The logo, linking home in the page's language; `wordmarkClassName` hides the name where the bar is short of room.
 * Drawn by the header (client) and the footer (server): the header namespace reaches both.
 */
export function Logo({ onClick, wordmarkClassName }: { onClick?: () => void; wordmarkClassName?: string }) {
  const t = useTranslations("header");
  return (
    <Link
      href={localizedPath(useLocale(), "/")}
      onClick={onClick}
      className="flex min-h-11 items-center gap-2 rounded-full pr-2 font-semibold tracking-tight"
      aria-label={t("logoHome")}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <LogoGradient id="logo-g" />
        <rect width="32" height="32" rx="9" fill="url(#logo-g)" />
        <path d="M10 9h7.5a4.5 4.5 0 0 1 0 9H10zM10 18h9a4.5 4.5 0 0 1 0 9h-9z" fill="#0b0b12" opacity=".9" />
      </svg>
      <span className={cn("text-base", wordmarkClassName)}>
        Builders<span className="text-gradient">Hub</span>
      </span>
    </Link>
  );
}
