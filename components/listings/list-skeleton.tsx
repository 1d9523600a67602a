import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** Placeholder bars, one per class list, stacked in a column. */
function Bars({ className, bars }: { className: string; bars: string[] }) {
  return (
    <div className={className}>
      {bars.map((bar) => (
        <Skeleton key={bar} className={bar} />
      ))}
    </div>
  );
}

/** The page header's eyebrow, title, description and search box. */
const headerBars = [
  "h-4 w-28",
  "h-11 w-full max-w-xl",
  "h-5 w-full max-w-2xl",
  "h-12 w-full max-w-md rounded-full",
];

/** A card's title, two lines of text and its button. */
const cardBars = ["h-5 w-3/4", "h-4 w-full", "h-4 w-5/6", "mt-2 h-9 w-28 rounded-full"];

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
      <Bars className="flex flex-col gap-4" bars={headerBars} />
      <ul className={cn("grid gap-6", grid)}>
        {Array.from({ length: cards }, (_, i) => (
          <li
            key={i}
            className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/80"
          >
            {media && <Skeleton className="aspect-[16/9] w-full rounded-none" />}
            <Bars className="flex flex-col gap-3 p-6" bars={cardBars} />
          </li>
        ))}
      </ul>
    </div>
  );
}
