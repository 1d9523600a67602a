import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type BadgeTone = "neutral" | "primary" | "accent" | "success" | "warning" | "danger" | "info";

const tones: Record<BadgeTone, string> = {
  neutral: "badge-neutral",
  primary: "border-primary/40 bg-primary/15 text-[#c4b5fd]",
  accent: "border-accent/40 bg-accent/10 text-accent",
  success: "border-success/40 bg-success/10 text-success",
  warning: "border-warning/40 bg-warning/10 text-warning",
  danger: "border-danger/40 bg-danger/10 text-danger",
  info: "border-info/40 bg-info/10 text-info",
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
