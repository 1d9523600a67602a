"use client";

import { Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { describedBy, FieldError, FieldHint, Label, TextField, Textarea } from "@/components/ui/input";
import { BIO_MAX } from "@/lib/accounts/constants";
import { ProfileInput } from "@/lib/accounts/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiFetch, ApiClientError } from "@/lib/client/api";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

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
  const [editing, setEditing] = useState(false);
  const [bio, setBio] = useState(user.bio);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ProfileInput.safeParse({
      firstName: form.get("firstName"),
      lastName: form.get("lastName"),
      bio,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await apiFetch("/api/auth/update-profile", { method: "PUT", body: parsed.data });
      toast.success("Profile Updated", { description: "Your profile has been saved." });
      setEditing(false);
      router.refresh();
    } catch (e) {
      if (e instanceof ApiClientError) setErrors(e.errors);
      toast.error("Error", {
        description: e instanceof ApiClientError ? e.message : "Failed to update profile.",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Profile</h2>
        {!editing && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setBio(user.bio);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden className="size-4" /> Edit Profile
          </Button>
        )}
      </div>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="profile-firstName"
              name="firstName"
              label="First name"
              defaultValue={user.firstName}
              autoComplete="given-name"
              error={errors.firstName}
            />
            <TextField
              id="profile-lastName"
              name="lastName"
              label="Last name"
              defaultValue={user.lastName}
              autoComplete="family-name"
              error={errors.lastName}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="profile-bio">Bio</Label>
            <Textarea
              id="profile-bio"
              value={bio}
              onChange={(e) => setBio(e.target.value)}
              invalid={!!errors.bio}
              aria-describedby={describedBy("profile-bio", { hint: true, error: errors.bio })}
            />
            <FieldHint id="profile-bio-hint">
              {bio.length}/{BIO_MAX} characters
            </FieldHint>
            <FieldError id="profile-bio-error">{errors.bio}</FieldError>
          </div>
          <p className="text-sm text-muted">
            Your username ({user.username}) and email ({user.email}) cannot be changed.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={pending} loadingText="Saving...">
              Save changes
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setErrors({});
              }}
              disabled={pending}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl>
          <Row label="Username" value={user.username} />
          <Row label="Email" value={user.email} />
          <Row label="First name" value={user.firstName} />
          <Row label="Last name" value={user.lastName} />
          <Row label="Bio" value={user.bio} />
          <Row label="Member since" value={dateFormat.format(new Date(user.accountCreated))} />
        </dl>
      )}
    </Card>
  );
}
