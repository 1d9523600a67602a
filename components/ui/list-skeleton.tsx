import { Skeleton } from "@/components/ui/states";
import { cn } from "@/lib/cn";

/** A list page while it loads: the header, the search box and cards of the real card's shape. */
export function ListSkeleton({ label, grid, withImage = false }: { label: string; grid: string; withImage?: boolean }) {
  return (
    <div aria-busy="true" aria-label={label}>
      <Skeleton className="mb-4 h-5 w-32" />
      <Skeleton className="mb-4 h-12 w-2/3" />
      <Skeleton className="mb-12 h-12 w-full max-w-xl" />
      <div className={cn("grid gap-6", grid)}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex flex-col gap-4 overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/60 p-6">
            {withImage && <Skeleton className="-mx-6 -mt-6 aspect-[16/9] rounded-none" />}
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ))}
      </div>
    </div>
  );
}
