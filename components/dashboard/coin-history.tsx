import { ArrowDownRight, ArrowUpRight, Receipt } from "lucide-react";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState } from "@/components/ui/states";
import { ButtonLink } from "@/components/ui/button";
import { reasonLabels } from "@/lib/coins/dto";
import { listCoinTransactions } from "@/lib/coins/queries";
import { formatEventDate } from "@/lib/format/date";
import { cn } from "@/lib/cn";

const PAGE_SIZE = 10;

/** Transaction History: the 10 newest first, then page by page through the rest. */
export async function CoinHistory({ userId, page }: { userId: string; page: number }) {
  const { transactions, total, totalPages, currentPage } = await listCoinTransactions(userId, {
    page,
    limit: PAGE_SIZE,
  });
  if (total === 0) {
    return (
      <EmptyState
        icon={<Receipt className="size-10" />}
        title="No transactions yet"
        description="Coins you earn and spend appear here, newest first."
        action={<ButtonLink href="/dashboard?tab=coins">See ways to earn</ButtonLink>}
      />
    );
  }
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4">
      <h2 id="history-title" className="sr-only">
        Transaction History
      </h2>
      <p className="text-sm text-muted">
        {total} transaction{total === 1 ? "" : "s"}, newest first.
      </p>
      <ul className="flex flex-col divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface/80">
        {transactions.map((t) => {
          const credit = t.type === "credit";
          const Icon = credit ? ArrowUpRight : ArrowDownRight;
          return (
            <li key={t.id} className="flex items-center gap-4 p-4">
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
                <p className="font-medium">{reasonLabels[t.reason]}</p>
                <p className="truncate text-sm text-muted">{t.description}</p>
                <p className="text-xs text-muted">
                  <time dateTime={t.timestamp}>{formatEventDate(t.timestamp)}</time>
                </p>
              </div>
              <p className={cn("shrink-0 text-lg font-semibold", credit ? "text-success" : "text-danger")}>
                {credit ? "+" : "−"}
                {t.amount}
                <span className="sr-only"> coins {credit ? "credited" : "debited"}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <Pagination
        path="/dashboard"
        page={currentPage}
        totalPages={totalPages}
        params={{ tab: "coins", view: "history" }}
      />
    </section>
  );
}
