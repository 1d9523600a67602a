import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type BadgeTone = "neutral" | "primary" | "accent" | "success" | "warning" | "danger" | "info";

// One short class each (app/globals.css): the HTML and the RSC payload carry the name, not the list.
const tones: Record<BadgeTone, string> = {
  neutral: "badge-neutral",
  primary: "badge-primary",
  accent: "badge-accent",
  success: "badge-success",
  warning: "badge-warning",
  danger: "badge-danger",
  info: "badge-info",
};

/** A badge's classes: for markup drawn as a string (components/developers/api-reference.tsx) as for `Badge`. */
export function badgeClassName(tone: BadgeTone = "neutral", className?: string): string {
  return cn(
    "badge", // globals.css
    tones[tone],
    className,
  );
}

export function Badge({
  tone = "neutral",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={badgeClassName(tone, className)}>{children}</span>;
}
