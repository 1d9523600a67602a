import { Receipt } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { TransactionList } from "@/components/coins/transaction-list";
import { PanelSection } from "@/components/ui/panel-section";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { ButtonLink } from "@/components/ui/button";
import type { CoinTransactionPage } from "@/lib/coins/queries";
import { localizedPath } from "@/lib/i18n/locales";

/** Transaction History: the 10 newest first, then page by page through the rest. */
export function CoinHistory({ page }: { page: CoinTransactionPage }) {
  const t = useTranslations("coins");
  const locale = useLocale();
  const { transactions, total, totalPages, currentPage } = page;
  if (total === 0) {
    return (
      <EmptyState
        icon={<Receipt className="size-10" />}
        title={t("history.emptyTitle")}
        description={t("history.emptyText")}
        action={<ButtonLink href={localizedPath(locale, "/dashboard/coins")}>{t("history.emptyAction")}</ButtonLink>}
      />
    );
  }
  return (
    <PanelSection id="history-title" title={t("views.history")} titleHidden>
      <p className="text-sm text-muted">{t("history.count", { count: total })}</p>
      <TransactionList transactions={transactions} />
      <Pagination
        path={localizedPath(locale, "/dashboard/coins")}
        page={currentPage}
        totalPages={totalPages}
        params={{ view: "history" }}
      />
    </PanelSection>
  );
}
