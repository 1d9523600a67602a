import { CircleSlash } from "lucide-react";
import type { ReactNode } from "react";

/** Takes the place of a listing's main action (apply, register) once the listing is closed. */
export function ClosedNotice({ children }: { children: ReactNode }) {
  return (
    <p className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full border border-border-strong bg-surface-raised px-4 text-sm text-muted">
      <CircleSlash aria-hidden className="size-4 shrink-0" />
      {children}
    </p>
  );
}
