import { useTranslations } from "#i18n";
import { ConfirmedAction } from "@/components/ui/confirmed-action";

/**
 * Cancel on a pending application, after a confirmation. Not a client module: its words are read where it renders
 * (the server) and handed to ConfirmedAction as text.
 */
export function CancelApplicationButton({ id, title }: { id: string; title: string }) {
  const t = useTranslations("applications.cancel");
  return (
    <ConfirmedAction
      request={{ url: `/api/applications/${id}/cancel`, method: "POST" }}
      trigger={{ label: t("label"), ariaLabel: t("ariaLabel", { title }), variant: "secondary" }}
      dialog={{
        title: t("title"),
        description: t("description", { title }),
        keepLabel: t("keep"),
        confirmLabel: t("confirm"),
        busyText: t("busy"),
      }}
      success={{ title: t("doneTitle"), description: t("doneText") }}
      failure={{ title: t("failedTitle") }}
    />
  );
}
