import { Skeleton } from "@/components/ui/states";
import { cn } from "@/lib/cn";

/** The loading state of a card grid page: a header and cards of the real cards' shape. */
export function ListSkeleton({
  cards = 6,
  media = true,
  label,
  grid = "sm:grid-cols-2 lg:grid-cols-3",
}: {
  cards?: number;
  media?: boolean;
  label: string;
  grid?: string;
}) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-10 pt-4">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-11 w-full max-w-xl" />
        <Skeleton className="h-5 w-full max-w-2xl" />
        <Skeleton className="h-12 w-full max-w-md rounded-full" />
      </div>
      <ul className={cn("grid gap-6", grid)}>
        {Array.from({ length: cards }, (_, i) => (
          <li
            key={i}
            className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/80"
          >
            {media && <Skeleton className="aspect-[16/9] w-full rounded-none" />}
            <div className="flex flex-col gap-3 p-6">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="mt-2 h-9 w-28 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
