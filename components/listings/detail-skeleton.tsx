import { Skeleton } from "@/components/ui/states";
import { cn } from "@/lib/cn";

/**
 * The loading state of a job or event page, shaped like the page: the way back, an optional poster,
 * the header with its action, the key facts and the text sections.
 */
export function DetailSkeleton({
  label,
  media = false,
  facts = 4,
  factGrid = "sm:grid-cols-2",
  sections = 2,
}: {
  label: string;
  media?: boolean;
  facts?: number;
  factGrid?: string;
  sections?: number;
}) {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-4xl flex-col gap-8">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-32" />
      {media && <Skeleton className="aspect-[16/9] w-full rounded-[var(--radius-card)]" />}
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <Skeleton className="h-6 w-24 rounded-full" />
          {!media && <Skeleton className="h-4 w-28" />}
        </div>
        <Skeleton className="h-10 w-full max-w-2xl md:h-14" />
        {!media && <Skeleton className="h-6 w-48" />}
        <Skeleton className="h-12 w-40 rounded-full" />
      </div>
      <div
        className={cn(
          "grid gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6",
          factGrid,
        )}
      >
        {Array.from({ length: facts }, (_, i) => (
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="ml-6 h-5 w-36" />
          </div>
        ))}
      </div>
      {Array.from({ length: sections }, (_, i) => (
        <div key={i} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full max-w-prose" />
          <Skeleton className="h-4 w-full max-w-prose" />
          <Skeleton className="h-4 w-2/3 max-w-prose" />
        </div>
      ))}
    </div>
  );
}
