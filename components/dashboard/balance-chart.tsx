import { useLocale, useTranslations } from "#i18n";
import type { BalancePoint } from "@/lib/coins/queries";
import { formatDay } from "@/lib/format/date";

const W = 320;
const H = 96;
const PAD = 4;

/** The balance over the member's last transactions, drawn on the server as an SVG line with its area. */
export function BalanceChart({ points, balance }: { points: BalancePoint[]; balance: number }) {
  const t = useTranslations("coins.chart");
  const locale = useLocale();
  if (points.length === 0) {
    return <p className="text-sm text-muted">{t("empty")}</p>;
  }
  // Start from zero before the first transaction, so one award still draws a line.
  const series = [0, ...points.map((p) => p.balance)];
  const max = Math.max(1, ...series);
  const x = (i: number) => PAD + (i / (series.length - 1)) * (W - 2 * PAD);
  const y = (v: number) => H - PAD - (v / max) * (H - 2 * PAD);
  const line = series.map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const area = `${line} L${x(series.length - 1).toFixed(1)},${H - PAD} L${x(0).toFixed(1)},${H - PAD} Z`;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-24 w-full"
        role="img"
        aria-label={t("label", {
          transactions: points.length,
          from: formatDay(first.at, "", locale),
          to: formatDay(last.at, "", locale),
          balance,
          highest: Math.max(...series),
        })}
        preserveAspectRatio="none"
      >
        <defs>
          <linearGradient id="balance-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--color-accent)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--color-accent)" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path d={area} fill="url(#balance-fill)" />
        <path
          d={line}
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="flex justify-between text-xs text-muted">
        <span>{formatDay(first.at, "", locale)}</span>
        <span>{formatDay(last.at, "", locale)}</span>
      </figcaption>
    </figure>
  );
}
