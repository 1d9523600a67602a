import type { ComponentProps, ReactNode } from "react";
import { EmptyState } from "@/components/ui/states";
import { cn } from "@/lib/cn";

/** A back-office list: how many there are ("3 leads"), then the items, or the empty state when there are none. */
export function CountedList<T>({
  total,
  noun,
  items,
  empty,
  className,
  children,
}: {
  total: number;
  /** The singular and plural of what is counted. */
  noun: [string, string];
  items: T[];
  empty: ComponentProps<typeof EmptyState>;
  /** The list's gap between items. */
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <p className="text-sm text-muted">
        {total} {total === 1 ? noun[0] : noun[1]}
      </p>
      {items.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <ul className={cn("flex flex-col", className)}>{items.map(children)}</ul>
      )}
    </>
  );
}
