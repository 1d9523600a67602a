"use client";

import { Check, CheckCheck, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "#i18n";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";
import type { ToastText } from "@/lib/forms/use-api-form";

type Decision = "accepted" | "rejected" | "completed";

/** Each decision's button: its icon, its text and busy text (keys of common.decisions) and its look. */
const looks = {
  accepted: { icon: Check, text: "accept", busy: "accepting", variant: "primary" },
  rejected: { icon: X, text: "reject", busy: "rejecting", variant: "secondary" },
  completed: { icon: CheckCheck, text: "markCompleted", busy: "saving", variant: "secondary" },
} as const;

export type DecisionChoice<D extends Decision> = {
  decision: D;
  /** The button's accessible name (it names the person). */
  label: string;
  /** The confirmation: what the decision does that cannot be undone (who is emailed, what else changes). */
  confirm: { title: string; description: string };
};

/**
 * The poster's decisions on a record (an application, a bid): none can be undone and each mails someone, so each
 * button first asks (focus on Cancel, the consequence named), then PUTs its new status to `url`, shows the toast
 * and renders the page again.
 */
export function RecordDecisions<D extends Decision>({
  url,
  choices,
  success,
}: {
  url: string;
  choices: DecisionChoice<D>[];
  success: (decision: D) => ToastText;
}) {
  const t = useTranslations("common.decisions");
  const errors = useTranslations("errors");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog does not lose its words while it goes.
  const [chosen, setChosen] = useState<DecisionChoice<D> | null>(null);
  const { busy, act } = useApiAction({
    run: (decision: D) => apiFetch(url, { method: "PUT", body: { status: decision } }).then(() => decision),
    success,
    failure: ({ message }) => ({
      title: t("updateFailed"),
      description: message || errors("pleaseTryAgainLater"),
    }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  const buttons = choices.map((choice) => {
    const { icon: Icon, text, variant } = looks[choice.decision];
    return (
      <Button
        key={choice.decision}
        size="sm"
        variant={variant}
        disabled={busy}
        onClick={() => {
          setChosen(choice);
          setOpen(true);
        }}
        aria-label={choice.label}
      >
        <Icon aria-hidden className="size-4" /> {t(text)}
      </Button>
    );
  });
  const look = chosen ? looks[chosen.decision] : looks.accepted;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      trigger={<div className="flex flex-wrap gap-2">{buttons}</div>}
      title={chosen?.confirm.title ?? ""}
      description={chosen?.confirm.description ?? ""}
      confirmLabel={t(look.text)}
      confirmVariant={chosen?.decision === "rejected" ? "destructive" : "primary"}
      busyText={t(look.busy)}
      busy={busy}
      onConfirm={() => chosen && void act(chosen.decision)}
    />
  );
}
