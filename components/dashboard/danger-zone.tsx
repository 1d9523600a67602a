"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useAccount } from "@/components/accounts/account-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/input";
import { msg } from "@/lib/accounts/messages";
import { DeleteConfirmation } from "@/lib/accounts/schema";
import { apiFetch } from "@/lib/client/api";

/** Delete the account after typing DELETE exactly; then the session ends and the browser goes to /. */
export function DangerZone() {
  const router = useRouter();
  const { refresh } = useAccount();
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!DeleteConfirmation.safeParse(confirmation).success) {
      setError(msg.typeDelete);
      toast.error("Invalid confirmation", { description: msg.typeDelete });
      return;
    }
    setError(null);
    setPending(true);
    try {
      await apiFetch("/api/auth/delete-account", { method: "DELETE" });
      toast.success("Account deleted", { description: "Your account and personal data have been removed." });
      router.replace("/");
      router.refresh();
      refresh();
    } catch {
      toast.error("Error", { description: "Failed to delete account. Please try again." });
      setPending(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4 border-danger/40">
      <h2 className="text-lg font-semibold text-danger">Danger zone</h2>
      <p className="text-sm text-muted">
        Deleting your account removes your profile, coins and applications for good. Listings you posted stay
        on the site without your name.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          id="delete-confirmation"
          label="Type DELETE to confirm"
          autoComplete="off"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={error}
        />
        <Button type="submit" variant="destructive" loading={pending} loadingText="Deleting...">
          Delete account
        </Button>
      </form>
    </Card>
  );
}
