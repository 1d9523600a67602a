"use client";

// Account Settings' builder profile: publish it at /u/{username} (off until the member turns it on), what it says
// (headline, city, skills, links), what of the site's record it shows, and the leaderboard. Checked with the
// server's schema (lib/profiles/schema.ts), saved whole with PUT /api/profile.
import { ExternalLink } from "lucide-react";
import { useTranslations } from "#i18n";
import { SkillsField } from "@/components/profiles/skills-field";
import { SwitchField } from "@/components/profiles/switch-field";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/error-text";
import { useApiForm } from "@/lib/forms/use-api-form";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { cityNames } from "@/lib/listings/cities";
import type { ProfileSettingsDto } from "@/lib/profiles/dto";
import { linkKinds, linkRules } from "@/lib/profiles/links";
import { CITY_MAX, HEADLINE_MAX, profileInput, type ProfileInput } from "@/lib/profiles/schema";

/** The record's switches; their words in the catalog (settings.builder.shows.<name>). */
const shows = ["showListings", "showGigsWon", "showEvents", "showCoins"] as const;

/** The form's fields of a saved profile. */
const valuesOf = (p: ProfileSettingsDto): ProfileInput => ({
  isPublic: p.isPublic,
  headline: p.headline,
  city: p.city,
  skills: p.skills,
  githubUrl: p.githubUrl,
  linkedinUrl: p.linkedinUrl,
  xUrl: p.xUrl,
  portfolioUrl: p.portfolioUrl,
  showListings: p.showListings,
  showGigsWon: p.showGigsWon,
  showEvents: p.showEvents,
  showCoins: p.showCoins,
  onLeaderboard: p.onLeaderboard,
});

export function ProfileSettingsCard({ profile }: { profile: ProfileSettingsDto }) {
  const t = useTranslations("settings.builder");
  const inPageLanguage = useErrorText();
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: profileInput,
    defaultValues: valuesOf(profile),
    send: (data) => apiFetch<{ profile: ProfileSettingsDto }>("/api/profile", { method: "PUT", body: data }),
    success: ({ profile: saved }) => ({
      title: t("savedTitle"),
      description: saved.isPublic ? t("savedPublic", { path: saved.path }) : t("savedHidden"),
    }),
    onSuccess: ({ profile: saved }) => {
      form.reset(valuesOf(saved));
      router.refresh();
    },
    invalid: ({ first }) => ({ title: t("invalidTitle"), description: first && inPageLanguage(first) }),
    failure: ({ message }) => ({ title: t("failedTitle"), description: inPageLanguage(message) }),
    keepValues: true,
  });

  return (
    <Card className="flex flex-col gap-2" aria-labelledby="builder-profile-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="builder-profile-title" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted">
            {t.rich("intro", {
              path: profile.path,
              mono: (chunks) => <span className="font-mono text-text">{chunks}</span>,
            })}
          </p>
        </div>
        <Link href={profile.path} className={buttonClass("secondary", "sm")}>
          <ExternalLink aria-hidden className="size-4" />
          {profile.isPublic ? t("view") : t("preview")}
        </Link>
      </div>
      <Form form={form} onSubmit={onSubmit} idPrefix="builder-profile" className="gap-6">
        <SwitchField name="isPublic" label={t("publish")} hint={t("publishHint")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="headline"
            label={t("headline")}
            optional
            limit={HEADLINE_MAX}
            placeholder={t("headlinePlaceholder")}
            className="sm:col-span-2"
          />
          <TextField
            name="city"
            label={t("city")}
            optional
            limit={CITY_MAX}
            list="builder-profile-cities"
            autoComplete="address-level2"
          />
          <datalist id="builder-profile-cities">
            {cityNames.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </div>
        <SkillsField />
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-3 text-base font-semibold">{t("links")}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            {linkKinds.map((kind) => (
              <TextField
                key={kind}
                name={linkRules[kind].field}
                label={t(`linkLabels.${kind}`)}
                optional
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={linkRules[kind].example}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col">
          <legend className="text-base font-semibold">{t("showsTitle")}</legend>
          <p className="mt-1 text-sm text-muted">{t("showsText")}</p>
          <div className="divide-y divide-border">
            {shows.map((name) => (
              <SwitchField
                key={name}
                name={name}
                label={t(`shows.${name}.label`)}
                hint={t(`shows.${name}.hint`)}
              />
            ))}
          </div>
        </fieldset>
        <SwitchField name="onLeaderboard" label={t("leaderboard")} hint={t("leaderboardHint")} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton size="md" loadingText={t("saving")}>
            {t("save")}
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
