"use client";

// Shortlist a new applicant, or move a shortlisted one back to New: no mail, so no confirmation (it can be undone).
import { Star, Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "#i18n";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

export function StageButton({ id, name, shortlisted }: { id: string; name: string; shortlisted: boolean }) {
  const t = useTranslations("applications.stageButton");
  const errors = useTranslations("errors");
  const router = useRouter();
  const stage = shortlisted ? "new" : "shortlisted";
  const { busy, act } = useApiAction({
    run: () => apiFetch(`/api/applications/${id}/stage`, { method: "PATCH", body: { stage } }),
    success: () => ({
      title: shortlisted ? t("movedBackTitle") : t("shortlistedTitle"),
      description: t("doneText", { name }),
    }),
    failure: ({ message }) => ({
      title: t("failedTitle"),
      description: message || errors("pleaseTryAgainLater"),
    }),
    onSuccess: () => router.refresh(),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      aria-label={shortlisted ? t("backLabel", { name }) : t("shortlistLabel", { name })}
      onClick={() => void act()}
    >
      {shortlisted ? <Undo2 aria-hidden className="size-4" /> : <Star aria-hidden className="size-4" />}
      {busy ? t("busy") : shortlisted ? t("back") : t("shortlist")}
    </Button>
  );
}
