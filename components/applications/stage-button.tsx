"use client";

// Shortlist a new applicant, or move a shortlisted one back to New: no mail, so no confirmation (it can be undone).
import { Star, Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";
import { formMessages } from "@/lib/validation/messages";

export function StageButton({ id, name, shortlisted }: { id: string; name: string; shortlisted: boolean }) {
  const router = useRouter();
  const stage = shortlisted ? "new" : "shortlisted";
  const { busy, act } = useApiAction({
    run: () => apiFetch(`/api/applications/${id}/stage`, { method: "PATCH", body: { stage } }),
    success: () => ({
      title: shortlisted ? "Moved Back to New" : "Applicant Shortlisted",
      description: `${name} does not see this stage.`,
    }),
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
    onSuccess: () => router.refresh(),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      aria-label={shortlisted ? `Move ${name} back to New` : `Shortlist ${name}`}
      onClick={() => void act()}
    >
      {shortlisted ? <Undo2 aria-hidden className="size-4" /> : <Star aria-hidden className="size-4" />}
      {busy ? "Saving..." : shortlisted ? "Back to New" : "Shortlist"}
    </Button>
  );
}
