// Writes of a member's own builder profile: its fields and switches, and the résumé saved with it. Each acts on
// the actor's own rows only (there is no other member's profile to name), in one statement or one transaction.
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { profileMessages as m } from "@/lib/profiles/messages";
import type { CheckedResume, ProfileInput } from "@/lib/profiles/schema";
import { getProfileSettings } from "@/lib/profiles/queries";

/** PUT /api/profile: the whole profile, made on first save. Answers the saved settings. */
export async function saveProfile(actor: Actor, input: ProfileInput) {
  await db.profile.upsert({
    where: { userId: actor.id },
    create: { userId: actor.id, ...input },
    update: input,
    select: { userId: true },
  });
  return getProfileSettings(actor.id);
}

/** Saves (or replaces) the member's résumé; a member without a profile gets the empty, hidden one with it. */
export async function saveResume(actor: Actor, resume: CheckedResume) {
  const data = { name: resume.name, mimeType: resume.mimeType, data: new Uint8Array(resume.data) };
  const saved = await db.$transaction(async (tx) => {
    await tx.profile.upsert({
      where: { userId: actor.id },
      create: { userId: actor.id },
      update: {},
      select: { userId: true },
    });
    return tx.profileResume.upsert({
      where: { userId: actor.id },
      create: { userId: actor.id, ...data },
      update: data,
      select: { name: true, updatedAt: true },
    });
  });
  return { name: saved.name, updatedAt: saved.updatedAt.toISOString() };
}

/** Removes the member's saved résumé (404 when there is none). */
export async function removeResume(actor: Actor): Promise<void> {
  const { count } = await db.profileResume.deleteMany({ where: { userId: actor.id } });
  if (count === 0) throw notFound(m.noResume);
}
