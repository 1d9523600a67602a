"use client";

import { useTranslations } from "#i18n";
import { useSession } from "@/components/accounts/session-provider";
import { Card } from "@/components/ui/card";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { msg } from "@/lib/accounts/messages";
import { deleteAccountForm } from "@/lib/accounts/schema";
import { apiFetch } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/error-text";
import { useApiForm } from "@/lib/forms/use-api-form";
import { useRouter } from "@/lib/i18n/navigation";

/** Delete the account after typing DELETE exactly; then the session ends and the browser goes to the home page. */
export function DangerZone() {
  const t = useTranslations("settings.danger");
  const inPageLanguage = useErrorText();
  const router = useRouter();
  const { refresh } = useSession();
  const { form, onSubmit } = useApiForm({
    schema: deleteAccountForm,
    defaultValues: { confirmation: "" },
    send: () => apiFetch("/api/auth/delete-account", { method: "DELETE" }),
    success: () => ({ title: t("deletedTitle"), description: t("deletedText") }),
    onSuccess: () => {
      router.replace("/");
      router.refresh();
      void refresh();
    },
    invalid: () => ({ title: t("invalidTitle"), description: inPageLanguage(msg.typeDelete) }),
    failure: () => ({ title: t("errorTitle"), description: t("failed") }),
    keepValues: true,
  });

  return (
    <Card className="flex flex-col gap-4 border-danger/40">
      <h2 className="text-lg font-semibold text-danger">{t("title")}</h2>
      <p className="text-sm text-muted">{t("text")}</p>
      <Form form={form} onSubmit={onSubmit} idPrefix="delete" className="gap-4">
        <TextField name="confirmation" label={t("confirmLabel")} autoComplete="off" />
        <SubmitButton size="md" variant="destructive" loadingText={t("deleting")}>
          {t("delete")}
        </SubmitButton>
      </Form>
    </Card>
  );
}
