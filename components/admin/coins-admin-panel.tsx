import { Coins } from "lucide-react";
import { CoinSettingsForm } from "@/components/admin/coin-settings-form";
import { ManualCoinsForm } from "@/components/admin/manual-coins-form";
import { TitledPanel } from "@/components/ui/titled-panel";
import { Badge } from "@/components/ui/badge";
import { RecordList } from "@/components/ui/record-list";
import type { ManualCoinsRow } from "@/lib/admin/coins";
import type { CoinSettings } from "@/lib/coins/settings";
import { formatDay } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";

/** Coin Management: the five amounts, a manual transaction and the newest manual transactions. */
export function CoinsAdminPanel({ settings, recent }: { settings: CoinSettings; recent: ManualCoinsRow[] }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <TitledPanel id="coin-settings" title="Coin settings">
        <CoinSettingsForm settings={settings} />
      </TitledPanel>
      <TitledPanel id="manual-coins" title="Manual transaction">
        <ManualCoinsForm />
      </TitledPanel>
      <div className="lg:col-span-2">
        <TitledPanel id="recent-manual" title="Recent manual transactions">
          <RecordList
            items={recent}
            empty={{
              icon: <Coins className="size-8" />,
              title: "No manual transactions yet",
              description: "Credits and debits you make appear here.",
            }}
            className="flex flex-col divide-y divide-border"
          >
            {(t) => (
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
                  {plural(t.amount, "coin")}
                </Badge>
              </li>
            )}
          </RecordList>
        </TitledPanel>
      </div>
    </div>
  );
}
