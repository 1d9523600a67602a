"use client";

import { Star } from "lucide-react";
import { useTranslations } from "#i18n";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

/** "Interested": a toggle that puts the event in the member's calendar feed (and takes it out). */
export function InterestButton({ eventId, initial }: { eventId: string; initial: boolean }) {
  const t = useTranslations("eventsRegister.interest");
  const [interested, setInterested] = useState(initial);
  const { busy, act } = useApiAction({
    run: (next: boolean) =>
      apiFetch<{ interested: boolean }>(`/api/events/${encodeURIComponent(eventId)}/interest`, {
        method: next ? "POST" : "DELETE",
      }),
    failure: ({ message }) => ({
      title: t("failedTitle"),
      description: message || t("failedDescription"),
    }),
    onSuccess: (result) => setInterested(result.interested),
  });
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        size="lg"
        aria-pressed={interested}
        aria-describedby="interest-hint"
        loading={busy}
        onClick={() => void act(!interested)}
      >
        <Star aria-hidden className={interested ? "size-4 fill-current" : "size-4"} />
        {interested ? t("interested") : t("markInterested")}
      </Button>
      <p id="interest-hint" className="text-xs text-muted">
        {interested ? t("interestedHint") : t("notInterestedHint")}
      </p>
    </div>
  );
}
