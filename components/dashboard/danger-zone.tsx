"use client";

import { useRouter } from "next/navigation";
import { useSession } from "@/components/accounts/session-provider";
import { Card } from "@/components/ui/card";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { msg } from "@/lib/accounts/messages";
import { deleteAccountForm } from "@/lib/accounts/schema";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

/** Delete the account after typing DELETE exactly; then the session ends and the browser goes to /. */
export function DangerZone() {
  const router = useRouter();
  const { refresh } = useSession();
  const { form, onSubmit } = useApiForm({
    schema: deleteAccountForm,
    defaultValues: { confirmation: "" },
    send: () => apiFetch("/api/auth/delete-account", { method: "DELETE" }),
    success: () => ({
      title: "Account deleted",
      description: "Your account and personal data have been removed.",
    }),
    onSuccess: () => {
      router.replace("/");
      router.refresh();
      void refresh();
    },
    invalid: () => ({ title: "Invalid confirmation", description: msg.typeDelete }),
    failure: () => ({ title: "Error", description: "Failed to delete account. Please try again." }),
    keepValues: true,
  });

  return (
    <Card className="flex flex-col gap-4 border-danger/40">
      <h2 className="text-lg font-semibold text-danger">Danger zone</h2>
      <p className="text-sm text-muted">
        Deleting your account removes your profile, coins and applications for good. Listings you posted stay
        on the site without your name.
      </p>
      <Form form={form} onSubmit={onSubmit} idPrefix="delete" className="gap-4">
        <TextField name="confirmation" label="Type DELETE to confirm" autoComplete="off" />
        <SubmitButton size="md" variant="destructive" loadingText="Deleting...">
          Delete account
        </SubmitButton>
      </Form>
    </Card>
  );
}
