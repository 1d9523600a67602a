"use client";

import { Check, CheckCheck, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";
import type { ToastText } from "@/lib/forms/use-api-form";

type Decision = "accepted" | "rejected" | "completed";

const looks = {
  accepted: { icon: Check, text: "Accept", variant: "primary" },
  rejected: { icon: X, text: "Reject", variant: "secondary" },
  completed: { icon: CheckCheck, text: "Mark completed", variant: "secondary" },
} as const;

/**
 * The poster's decisions on a record (an application, a bid): each button PUTs its new status to `url`, shows
 * the toast and renders the page again. `choices` name each button for assistive technology.
 */
export function RecordDecisions<D extends Decision>({
  url,
  choices,
  success,
}: {
  url: string;
  choices: { decision: D; label: string }[];
  success: (decision: D) => ToastText;
}) {
  const router = useRouter();
  const { busy, act } = useApiAction({
    run: (decision: D) => apiFetch(url, { method: "PUT", body: { status: decision } }).then(() => decision),
    success,
    failure: ({ message }) => ({ title: "Update Failed", description: message || "Please try again later." }),
    onSuccess: () => router.refresh(),
  });
  const buttons = choices.map(({ decision, label }) => {
    const { icon: Icon, text, variant } = looks[decision];
    return (
      <Button
        key={decision}
        size="sm"
        variant={variant}
        disabled={busy}
        onClick={() => void act(decision)}
        aria-label={label}
      >
        <Icon aria-hidden className="size-4" /> {text}
      </Button>
    );
  });
  return buttons.length > 1 ? <div className="flex flex-wrap gap-2">{buttons}</div> : buttons;
}
