"use client";

import { Star } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { eventMessages as m } from "@/lib/events/messages";
import { useApiAction } from "@/lib/forms/use-api-action";

/** "Interested": a toggle that puts the event in the member's calendar feed (and takes it out). */
export function InterestButton({ eventId, initial }: { eventId: string; initial: boolean }) {
  const [interested, setInterested] = useState(initial);
  const { busy, act } = useApiAction({
    run: (next: boolean) =>
      apiFetch<{ interested: boolean }>(`/api/events/${encodeURIComponent(eventId)}/interest`, {
        method: next ? "POST" : "DELETE",
      }),
    failure: ({ message }) => ({
      title: m.interestFailedTitle,
      description: message || m.interestFailedDescription,
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
        {interested ? m.interested : m.markInterested}
      </Button>
      <p id="interest-hint" className="text-xs text-muted">
        {interested ? m.interestedHint : m.notInterestedHint}
      </p>
    </div>
  );
}
