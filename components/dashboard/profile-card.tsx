"use client";

import { Pencil } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { useState } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { BIO_MAX } from "@/lib/accounts/constants";
import { profileInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/error-text";
import { formatDay } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";
import { useRouter } from "@/lib/i18n/navigation";

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
  const t = useTranslations("settings.profile");
  const locale = useLocale();
  const inPageLanguage = useErrorText();
  const router = useRouter();
  const { refresh } = useSession();
  const [editing, setEditing] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: profileInput,
    defaultValues: { firstName: user.firstName, lastName: user.lastName, bio: user.bio },
    send: (data) =>
      apiFetch<{ coinsAwarded?: number }>("/api/auth/update-profile", { method: "PUT", body: data }),
    success: ({ coinsAwarded = 0 }) => ({
      title: t("updatedTitle"),
      description: coinsAwarded > 0 ? t("updatedCoins", { count: coinsAwarded }) : t("updatedText"),
    }),
    onSuccess: ({ coinsAwarded = 0 }) => {
      setEditing(false);
      if (coinsAwarded > 0) void refresh();
      router.refresh();
    },
    failure: ({ message }) => ({
      title: t("errorTitle"),
      description: inPageLanguage(message) || t("failed"),
    }),
    keepValues: true,
  });

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("title")}</h2>
        {!editing && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              form.reset({ firstName: user.firstName, lastName: user.lastName, bio: user.bio });
              setEditing(true);
            }}
          >
            <Pencil aria-hidden className="size-4" /> {t("edit")}
          </Button>
        )}
      </div>
      {editing ? (
        <Form form={form} onSubmit={onSubmit} idPrefix="profile">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="firstName" label={t("firstName")} autoComplete="given-name" />
            <TextField name="lastName" label={t("lastName")} autoComplete="family-name" />
          </div>
          <TextAreaField name="bio" label={t("bio")} maxLength={BIO_MAX} />
          <p className="text-sm text-muted">{t("fixed", { username: user.username, email: user.email })}</p>
          <div className="flex flex-wrap gap-2">
            <SubmitButton size="md" loadingText={t("saving")}>
              {t("save")}
            </SubmitButton>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              {t("cancel")}
            </Button>
          </div>
        </Form>
      ) : (
        <dl>
          <Row label={t("username")} value={user.username} />
          <Row label={t("email")} value={user.email} />
          <Row label={t("firstName")} value={user.firstName} />
          <Row label={t("lastName")} value={user.lastName} />
          <Row label={t("bio")} value={user.bio} />
          <Row label={t("memberSince")} value={formatDay(user.accountCreated, "", locale)} />
        </dl>
      )}
    </Card>
  );
}
