import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const shapes = {
  card: "gap-4 rounded-[var(--radius-card)]",
  row: "gap-3 rounded-2xl",
  compact: "gap-2 rounded-2xl",
} as const;

/** One record (a bid, a request, a member) as a card: what it is beside its status, then its details and actions. */
export function RecordCard({
  heading,
  status,
  shape = "card",
  as: Tag = "li",
  children,
}: {
  /** The name and a line under it. */
  heading: ReactNode;
  /** Its badge(s). */
  status: ReactNode;
  shape?: keyof typeof shapes;
  as?: "li" | "div";
  children?: ReactNode;
}) {
  return (
    <Tag className={cn("flex flex-col border border-border bg-surface/80 p-5", shapes[shape])}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">{heading}</div>
        {status}
      </div>
      {children}
    </Tag>
  );
}
