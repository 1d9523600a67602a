import type { ComponentProps, ReactNode } from "react";
import { Pagination } from "@/components/ui/pagination";
import { RecordList } from "@/components/ui/record-list";
import type { EmptyState } from "@/components/ui/empty-state";
import type { CountedPage } from "@/lib/paging";
import { plural } from "@/lib/format/plural";

/**
 * A back-office tab's list: its filters, how many there are ("3 leads"), one page of the items (or the empty
 * state), then the page links to `path`, which keep `params`.
 */
export function RecordPanel<T>({
  filters,
  noun,
  page,
  items,
  empty,
  ordered,
  className,
  path,
  params,
  children,
}: {
  filters: ReactNode;
  /** The singular and plural of what is counted; without it the count is not shown. */
  noun?: [string, string];
  /** totalCapped: more than the total match (lib/list-page.ts): "10,000+ …". */
  page: Omit<CountedPage<T>, "items"> & { totalCapped?: boolean };
  items: T[];
  empty: ComponentProps<typeof EmptyState>;
  ordered?: boolean;
  /** The list's classes. */
  className: string;
  /** The section's route (/admin/leads). */
  path: string;
  params: Record<string, string>;
  children: (item: T) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      {filters}
      {noun && (
        <p className="text-sm text-muted">
          {page.totalCapped
            ? `${page.total.toLocaleString("en-IN")}+ ${noun[1]}`
            : plural(page.total, noun[0], noun[1])}
        </p>
      )}
      <RecordList items={items} empty={empty} ordered={ordered} className={className}>
        {children}
      </RecordList>
      <Pagination path={path} page={page.currentPage} totalPages={page.totalPages} params={params} />
    </div>
  );
}
