import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type Fact = { icon: LucideIcon; label: string; value: ReactNode };

/** Key facts of a listing (where, when, how much) as a definition list with icons. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl
      className={cn(
        "grid gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6",
        className,
      )}
    >
      {facts.map((f) => (
        <div key={f.label} className="flex flex-col gap-0.5">
          <dt className="flex items-center gap-2 text-xs uppercase tracking-wider text-muted">
            <f.icon aria-hidden className="size-4 shrink-0 text-accent" />
            {f.label}
          </dt>
          <dd className="min-w-0 break-words pl-6 font-medium">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
