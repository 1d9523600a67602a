"use client";

import { RecordDecisions, type DecisionChoice } from "@/components/ui/record-decisions";
import type { ApplicationStatus } from "@/lib/applications/dto";
import type { ApplicationDecision } from "@/lib/applications/schema";

const toasts: Record<ApplicationDecision, string> = {
  accepted: "Application Accepted",
  rejected: "Application Rejected",
  completed: "Application Completed",
};

/** Accept / Reject on a pending application, Mark completed on an accepted one; each asks first. */
export function DecisionButtons({
  id,
  name,
  status,
}: {
  id: string;
  name: string;
  status: ApplicationStatus;
}) {
  const choices: DecisionChoice<ApplicationDecision>[] =
    status === "pending"
      ? [
          {
            decision: "accepted",
            label: `Accept ${name}`,
            confirm: {
              title: `Accept ${name}?`,
              description: `${name} is emailed that you accepted their application and will contact them. This cannot be undone.`,
            },
          },
          {
            decision: "rejected",
            label: `Reject ${name}`,
            confirm: {
              title: `Reject ${name}?`,
              description: `${name} is emailed that you are not going ahead with their application. This cannot be undone.`,
            },
          },
        ]
      : status === "accepted"
        ? [
            {
              decision: "completed",
              label: `Mark ${name} completed`,
              confirm: {
                title: `Mark ${name} completed?`,
                description: `${name} is emailed that their application is completed. This cannot be undone.`,
              },
            },
          ]
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
