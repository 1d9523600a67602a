"use client";

import { Check, CheckCheck, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import type { ApplicationStatus } from "@/lib/applications/dto";
import type { ApplicationDecision } from "@/lib/applications/schema";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

const toasts: Record<ApplicationDecision, string> = {
  accepted: "Application Accepted",
  rejected: "Application Rejected",
  completed: "Application Completed",
};

/** Accept / Reject on a pending application, Mark completed on an accepted one. */
export function DecisionButtons({
  id,
  name,
  status,
}: {
  id: string;
  name: string;
  status: ApplicationStatus;
}) {
  const router = useRouter();
  const { busy, act } = useApiAction({
    run: (decision: ApplicationDecision) =>
      apiFetch(`/api/applications/${id}`, { method: "PUT", body: { status: decision } }).then(() => decision),
    success: (decision) => ({ title: toasts[decision], description: `${name} has been told by email.` }),
    failure: ({ message }) => ({ title: "Update Failed", description: message || "Please try again later." }),
    onSuccess: () => router.refresh(),
  });
  if (status === "pending") {
    return (
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void act("accepted")} aria-label={`Accept ${name}`}>
          <Check aria-hidden className="size-4" /> Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void act("rejected")}
          aria-label={`Reject ${name}`}
        >
          <X aria-hidden className="size-4" /> Reject
        </Button>
      </div>
    );
  }
  if (status === "accepted") {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => void act("completed")}
        aria-label={`Mark ${name} completed`}
      >
        <CheckCheck aria-hidden className="size-4" /> Mark completed
      </Button>
    );
  }
  return null;
}
