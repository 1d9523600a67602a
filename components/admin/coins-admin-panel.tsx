import { Coins } from "lucide-react";
import type { ReactNode } from "react";
import { CoinSettingsForm } from "@/components/admin/coin-settings-form";
import { ManualCoinsForm } from "@/components/admin/manual-coins-form";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/states";
import { listManualCoins } from "@/lib/admin/coins";
import { getCoinSettings } from "@/lib/coins/settings";
import { formatDay } from "@/lib/format/date";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5 md:p-6"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Coin Management: the five amounts, a manual transaction and the newest manual transactions. */
export async function CoinsAdminPanel() {
  const [settings, recent] = await Promise.all([getCoinSettings(), listManualCoins()]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel id="coin-settings" title="Coin settings">
        <CoinSettingsForm settings={settings} />
      </Panel>
      <Panel id="manual-coins" title="Manual transaction">
        <ManualCoinsForm />
      </Panel>
      <div className="lg:col-span-2">
        <Panel id="recent-manual" title="Recent manual transactions">
          {recent.length === 0 ? (
            <EmptyState
              icon={<Coins className="size-8" />}
              title="No manual transactions yet"
              description="Credits and debits you make appear here."
            />
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {recent.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 flex-col">
                    <span className="break-all font-medium">{t.email}</span>
                    <span className="text-sm text-muted">
                      {t.reason} · {formatDay(t.createdAt)}
                      {t.by ? ` · by ${t.by}` : ""}
                    </span>
                  </div>
                  <Badge tone={t.type === "credit" ? "success" : "danger"}>
                    {t.type === "credit" ? "+" : "−"}
                    {t.amount} coins
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
