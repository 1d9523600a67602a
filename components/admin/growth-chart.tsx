import type { WeekPoint } from "@/lib/admin/overview";
import { formatDay } from "@/lib/format/date";

const W = 600;
const H = 160;
const PAD = 8;

/** New members and new listings per week as paired bars (SVG, drawn on the server), with the numbers as a table for screen readers. */
export function GrowthChart({ weeks }: { weeks: WeekPoint[] }) {
  const max = Math.max(1, ...weeks.flatMap((w) => [w.members, w.listings]));
  const slot = (W - 2 * PAD) / weeks.length;
  const bar = slot * 0.36;
  const h = (v: number) => (v / max) * (H - 2 * PAD);
  return (
    <figure className="flex flex-col gap-3">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-40 w-full" aria-hidden preserveAspectRatio="none">
        {weeks.map((w, i) => {
          const x = PAD + i * slot + slot * 0.12;
          return (
            <g key={w.weekStart}>
              <rect
                x={x}
                y={H - PAD - h(w.members)}
                width={bar}
                height={h(w.members)}
                rx={3}
                className="fill-accent"
              />
              <rect
                x={x + bar + slot * 0.04}
                y={H - PAD - h(w.listings)}
                width={bar}
                height={h(w.listings)}
                rx={3}
                className="fill-primary"
              />
            </g>
          );
        })}
        <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} className="stroke-border-strong" />
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 text-xs text-muted">
        <span>
          {formatDay(weeks[0]!.weekStart)} – today, per week (highest: {max})
        </span>
        <span className="flex gap-4">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm bg-accent" /> New members
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm bg-primary" /> New listings
          </span>
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>New members and listings per week</caption>
        <thead>
          <tr>
            <th scope="col">Week from</th>
            <th scope="col">New members</th>
            <th scope="col">New listings</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{formatDay(w.weekStart)}</th>
              <td>{w.members}</td>
              <td>{w.listings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
