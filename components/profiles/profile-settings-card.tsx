"use client";

// Account Settings' builder profile: publish it at /u/{username} (off until the member turns it on), what it says
// (headline, city, skills, links), what of the site's record it shows, and the leaderboard. Checked with the
// server's schema (lib/profiles/schema.ts), saved whole with PUT /api/profile.
import { ExternalLink } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { SkillsField } from "@/components/profiles/skills-field";
import { SwitchField } from "@/components/profiles/switch-field";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { cityNames } from "@/lib/listings/cities";
import type { ProfileSettingsDto } from "@/lib/profiles/dto";
import { linkKinds, linkRules } from "@/lib/profiles/links";
import { CITY_MAX, HEADLINE_MAX, profileInput, type ProfileInput } from "@/lib/profiles/schema";

const shows = [
  {
    name: "showListings",
    label: "Listings I posted",
    hint: "Your approved jobs, gigs, events and startups.",
  },
  { name: "showGigsWon", label: "Gigs I won", hint: "Gigs whose poster accepted your bid." },
  { name: "showEvents", label: "Events I attended", hint: "Events where you were checked in at the door." },
  { name: "showCoins", label: "Coins earned", hint: "This month and all time, with your leaderboard place." },
] as const;

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
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: profileInput,
    defaultValues: valuesOf(profile),
    send: (data) => apiFetch<{ profile: ProfileSettingsDto }>("/api/profile", { method: "PUT", body: data }),
    success: ({ profile: saved }) => ({
      title: "Profile saved",
      description: saved.isPublic
        ? `Anyone can see it at ${saved.path}.`
        : "It is hidden: only you can see its preview.",
    }),
    onSuccess: ({ profile: saved }) => {
      form.reset(valuesOf(saved));
      router.refresh();
    },
    invalid: ({ first }) => ({ title: "Please check your profile", description: first }),
    failure: ({ message }) => ({ title: "Profile not saved", description: message }),
    keepValues: true,
  });

  return (
    <Card className="flex flex-col gap-2" aria-labelledby="builder-profile-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="builder-profile-title" className="text-lg font-semibold">
            Builder profile
          </h2>
          <p className="text-sm text-muted">
            A page that shows who you are and what you have built, at{" "}
            <span className="font-mono text-text">{profile.path}</span>.
          </p>
        </div>
        <Link href={profile.path} className={buttonClass("secondary", "sm")}>
          <ExternalLink aria-hidden className="size-4" />
          {profile.isPublic ? "View profile" : "Preview"}
        </Link>
      </div>
      <Form form={form} onSubmit={onSubmit} idPrefix="builder-profile" className="gap-6">
        <SwitchField
          name="isPublic"
          label="Publish my profile"
          hint="Off: the page is hidden from everyone but you, and search engines never see it."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="headline"
            label="Headline"
            optional
            limit={HEADLINE_MAX}
            placeholder="Solidity developer building on-chain games"
            className="sm:col-span-2"
          />
          <TextField
            name="city"
            label="City"
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
          <legend className="mb-3 text-base font-semibold">Links</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            {linkKinds.map((kind) => (
              <TextField
                key={kind}
                name={linkRules[kind].field}
                label={linkRules[kind].label}
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
          <legend className="text-base font-semibold">What your profile shows</legend>
          <p className="mt-1 text-sm text-muted">
            What the site knows about you appears only if you turn it on. Your email, phone number, coin
            balance and résumé are never shown.
          </p>
          <div className="divide-y divide-border">
            {shows.map((s) => (
              <SwitchField key={s.name} name={s.name} label={s.label} hint={s.hint} />
            ))}
          </div>
        </fieldset>
        <SwitchField
          name="onLeaderboard"
          label="Appear on the leaderboard"
          hint="Your name, username, headline and coins earned, on the public leaderboard."
        />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton size="md" loadingText="Saving...">
            Save profile
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
