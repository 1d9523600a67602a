// What a member writes on their builder profile: one schema for the Account Settings form and PUT /api/profile.
import { z } from "zod";
import { LINK_MAX, linkRules, normalizeLink, type LinkKind } from "@/lib/profiles/links";
import { profileMessages as m } from "@/lib/profiles/messages";
import { uploadedFile } from "@/lib/validation/file";

export const HEADLINE_MAX = 120;
export const CITY_MAX = 60;
export const SKILLS_MAX = 15;
export const SKILL_MAX = 32;

/** A field's message for a wrong value, and the one message for a field left out (a save replaces them all). */
const says = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? m.fieldMissing : message),
});

const link = (kind: LinkKind) =>
  z
    .string(says(linkRules[kind].message))
    .trim()
    .max(LINK_MAX, linkRules[kind].message)
    .transform((value, ctx) => {
      if (!value) return "";
      const url = normalizeLink(kind, value);
      if (url === null) ctx.addIssue({ code: "custom", message: linkRules[kind].message });
      return url ?? "";
    });

/** Skills as typed, trimmed, each once (the first spelling kept); blank ones dropped. Issues name the list. */
const skills = z
  .array(z.string(m.skillText), says(m.skillText))
  .transform((list) => {
    const seen = new Set<string>();
    return list
      .map((s) => s.trim().replace(/\s+/g, " "))
      .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
  })
  .superRefine((list, ctx) => {
    if (list.length > SKILLS_MAX) ctx.addIssue({ code: "custom", message: m.tooManySkills });
    if (list.some((s) => s.length > SKILL_MAX)) ctx.addIssue({ code: "custom", message: m.skillTooLong });
  });

const flag = z.boolean(says(m.switchValue));

/** PUT /api/profile and the form: the whole profile, every field ("" for none, false for a switch off). */
export const profileInput = z.object({
  isPublic: flag,
  headline: z.string(says(m.headlineTooLong)).trim().max(HEADLINE_MAX, m.headlineTooLong),
  city: z.string(says(m.cityTooLong)).trim().max(CITY_MAX, m.cityTooLong),
  skills,
  githubUrl: link("github"),
  linkedinUrl: link("linkedin"),
  xUrl: link("x"),
  portfolioUrl: link("portfolio"),
  showListings: flag,
  showGigsWon: flag,
  showEvents: flag,
  showCoins: flag,
  onLeaderboard: flag,
});
export type ProfileInput = z.output<typeof profileInput>;

/** A username as accounts are made with (lib/accounts/schema.ts): anything else names no one. */
export const isUsername = (value: string) => /^[A-Za-z0-9_]{3,30}$/.test(value);

/** /leaderboard?period=: this IST month (the default) or all time. */
export const leaderboardQuery = z.object({
  period: z.enum(["month", "all"]).default("month").catch("month"),
});
export type LeaderboardPeriod = z.output<typeof leaderboardQuery>["period"];

/** A résumé the route has checked (lib/applications/resume.ts: PDF, DOC or DOCX by its bytes, at most 5 MB). */
export type CheckedResume = { name: string; mimeType: string; data: Uint8Array };

/** POST /api/profile/resume: the file (multipart field "resume"), checked by its bytes before this schema. */
export const resumeUpload = z.object({
  resume: uploadedFile<CheckedResume>(
    "resume",
    "The résumé: a .pdf, .doc or .docx file of at most 5 MB",
  ).refine((file) => typeof file === "object" && file !== null && "data" in file, m.chooseResume),
});
