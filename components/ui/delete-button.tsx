"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "#i18n";
import { ConfirmedAction } from "@/components/ui/confirmed-action";

/**
 * Delete, after a confirmation naming the item: `noun` is what it is ("Course", "Job"; in the page's language),
 * `title` which one.
 */
export function DeleteButton({
  url,
  noun,
  title,
  fallback,
}: {
  url: string;
  noun: string;
  title: string;
  fallback?: string;
}) {
  const t = useTranslations("common.delete");
  const lower = noun.toLowerCase();
  return (
    <ConfirmedAction
      request={{ url, method: "DELETE" }}
      trigger={{
        label: (
          <>
            <Trash2 aria-hidden className="size-4" /> {t("button")}
          </>
        ),
        ariaLabel: t("ariaLabel", { title }),
        variant: "ghost",
      }}
      dialog={{
        title: t("title", { noun: lower }),
        description: t("description", { title }),
        confirmLabel: t("confirm", { noun: lower }),
        busyText: t("busy"),
      }}
      success={{ title: t("doneTitle", { noun }), description: t("doneDescription", { title }) }}
      failure={{ title: t("failed"), fallback }}
    />
  );
}
