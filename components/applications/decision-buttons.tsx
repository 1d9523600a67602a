"use client";

import { useTranslations } from "#i18n";
import { RecordDecisions, type DecisionChoice } from "@/components/ui/record-decisions";
import type { ApplicationStatus } from "@/lib/applications/dto";
import type { ApplicationDecision } from "@/lib/applications/schema";

/**
 * Accept / Reject on a pending application, Mark completed on an accepted one; each asks first. Reads the
 * applications namespace (the page sends it).
 */
export function DecisionButtons({
  id,
  name,
  status,
}: {
  id: string;
  name: string;
  status: ApplicationStatus;
}) {
  const t = useTranslations("applications.decide");
  const choices: DecisionChoice<ApplicationDecision>[] =
    status === "pending"
      ? [
          {
            decision: "accepted",
            label: t("acceptLabel", { name }),
            confirm: { title: t("acceptTitle", { name }), description: t("acceptText", { name }) },
          },
          {
            decision: "rejected",
            label: t("rejectLabel", { name }),
            confirm: { title: t("rejectTitle", { name }), description: t("rejectText", { name }) },
          },
        ]
      : status === "accepted"
        ? [
            {
              decision: "completed",
              label: t("completeLabel", { name }),
              confirm: { title: t("completeTitle", { name }), description: t("completeText", { name }) },
            },
          ]
        : [];
  if (choices.length === 0) return null;
  return (
    <RecordDecisions
      url={`/api/applications/${id}`}
      choices={choices}
      success={(decision) => ({ title: t(`done.${decision}`), description: t("doneText", { name }) })}
    />
  );
}
