"use client";

import { Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { BIO_MAX } from "@/lib/accounts/constants";
import { profileInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch } from "@/lib/client/api";
import { formatDay } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";
import { plural } from "@/lib/format/plural";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-0 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 text-sm text-muted">{label}</dt>
      <dd className="break-words">{value || "—"}</dd>
    </div>
  );
}

/** View mode, and an edit mode for first name, last name and bio. Username and email are not editable. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const router = useRouter();
  const { refresh } = useSession();
  const [editing, setEditing] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: profileInput,
    defaultValues: { firstName: user.firstName, lastName: user.lastName, bio: user.bio },
    send: (data) =>
      apiFetch<{ coinsAwarded?: number }>("/api/auth/update-profile", { method: "PUT", body: data }),
    success: ({ coinsAwarded = 0 }) => ({
      title: "Profile Updated",
      description:
        coinsAwarded > 0
          ? `Your profile is complete: you've earned ${plural(coinsAwarded, "coin")}!`
          : "Your profile has been saved.",
    }),
    onSuccess: ({ coinsAwarded = 0 }) => {
      setEditing(false);
      if (coinsAwarded > 0) void refresh();
      router.refresh();
    },
    failure: ({ message }) => ({ title: "Error", description: message || "Failed to update profile." }),
    keepValues: true,
  });

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Profile</h2>
        {!editing && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              form.reset({ firstName: user.firstName, lastName: user.lastName, bio: user.bio });
              setEditing(true);
            }}
          >
            <Pencil aria-hidden className="size-4" /> Edit Profile
          </Button>
        )}
      </div>
      {editing ? (
        <Form form={form} onSubmit={onSubmit} idPrefix="profile">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <TextAreaField name="bio" label="Bio" maxLength={BIO_MAX} />
          <p className="text-sm text-muted">
            Your username ({user.username}) and email ({user.email}) cannot be changed.
          </p>
          <div className="flex flex-wrap gap-2">
            <SubmitButton size="md" loadingText="Saving...">
              Save changes
            </SubmitButton>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <dl>
          <Row label="Username" value={user.username} />
          <Row label="Email" value={user.email} />
          <Row label="First name" value={user.firstName} />
          <Row label="Last name" value={user.lastName} />
          <Row label="Bio" value={user.bio} />
          <Row label="Member since" value={formatDay(user.accountCreated)} />
        </dl>
      )}
    </Card>
  );
}
