import type { ComponentProps, ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";

/** A list of records (`<ol>` where the order is the point), or its empty state when there are none. */
export function RecordList<T>({
  items,
  empty,
  ordered = false,
  className,
  children,
}: {
  items: T[];
  empty: ComponentProps<typeof EmptyState>;
  ordered?: boolean;
  className: string;
  /** One item, keyed. */
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <EmptyState {...empty} />;
  const List = ordered ? "ol" : "ul";
  return <List className={className}>{items.map(children)}</List>;
}
