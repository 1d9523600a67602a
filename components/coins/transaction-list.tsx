import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { cn } from "@/lib/cn";
import type { CoinTransactionDto } from "@/lib/coins/dto";
import { formatEventDate } from "@/lib/format/date";

/** Coin transactions as the member's history and the back office show them: credits green, debits red. */
export function TransactionList({ transactions }: { transactions: CoinTransactionDto[] }) {
  const t = useTranslations("coins");
  const locale = useLocale();
  return (
    <ul className="flex flex-col divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface/80">
      {transactions.map((tx) => {
        const credit = tx.type === "credit";
        const Icon = credit ? ArrowUpRight : ArrowDownRight;
        return (
          <li key={tx.id} className="flex items-center gap-4 p-4">
            <span
              aria-hidden
              className={cn(
                "flex size-10 shrink-0 items-center justify-center rounded-full",
                credit ? "bg-success/10 text-success" : "bg-danger/10 text-danger",
              )}
            >
              <Icon className="size-5" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="font-medium">{t(`reasons.${tx.reason}`)}</p>
              <p className="truncate text-sm text-muted">{tx.description}</p>
              <p className="text-xs text-muted">
                <time dateTime={tx.timestamp}>{formatEventDate(tx.timestamp, locale)}</time>
              </p>
            </div>
            <p className={cn("shrink-0 text-lg font-semibold", credit ? "text-success" : "text-danger")}>
              {credit ? "+" : "−"}
              {tx.amount}
              <span className="sr-only"> {credit ? t("credited") : t("debited")}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
