import Link from "next/link";
import { cn } from "@/lib/cn";

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

/** The logo, linking home; `wordmarkClassName` hides the name where the bar is short of room. */
export function Logo({ onClick, wordmarkClassName }: { onClick?: () => void; wordmarkClassName?: string }) {
  return (
    <Link
      href="/"
      onClick={onClick}
      className="flex min-h-11 items-center gap-2 rounded-full pr-2 font-semibold tracking-tight"
      aria-label="Builders Hub home"
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
