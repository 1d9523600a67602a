"use client";

import { RecordDecisions } from "@/components/ui/record-decisions";
import type { ApplicationStatus } from "@/lib/applications/dto";
import type { ApplicationDecision } from "@/lib/applications/schema";

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
  const choices: { decision: ApplicationDecision; label: string }[] =
    status === "pending"
      ? [
          { decision: "accepted", label: `Accept ${name}` },
          { decision: "rejected", label: `Reject ${name}` },
        ]
      : status === "accepted"
        ? [{ decision: "completed", label: `Mark ${name} completed` }]
        : [];
  if (choices.length === 0) return null;
  return (
    <RecordDecisions
      url={`/api/applications/${id}`}
      choices={choices}
      success={(decision) => ({ title: toasts[decision], description: `${name} has been told by email.` })}
    />
  );
}
