import { Receipt } from "lucide-react";
import { TransactionList } from "@/components/coins/transaction-list";
import { PanelSection } from "@/components/ui/panel-section";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { ButtonLink } from "@/components/ui/button";
import type { CoinTransactionPage } from "@/lib/coins/queries";
import { plural } from "@/lib/format/plural";

/** Transaction History: the 10 newest first, then page by page through the rest. */
export function CoinHistory({ page }: { page: CoinTransactionPage }) {
  const { transactions, total, totalPages, currentPage } = page;
  if (total === 0) {
    return (
      <EmptyState
        icon={<Receipt className="size-10" />}
        title="No transactions yet"
        description="Coins you earn and spend appear here, newest first."
        action={<ButtonLink href="/dashboard/coins">See ways to earn</ButtonLink>}
      />
    );
  }
  return (
    <PanelSection id="history-title" title="Transaction History" titleHidden>
      <p className="text-sm text-muted">{plural(total, "transaction")}, newest first.</p>
      <TransactionList transactions={transactions} />
      <Pagination
        path="/dashboard/coins"
        page={currentPage}
        totalPages={totalPages}
        params={{ view: "history" }}
      />
    </PanelSection>
  );
}
