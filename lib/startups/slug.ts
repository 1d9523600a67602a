// A startup's readable address, /startup/{slug}: its name in lower-case words joined by hyphens (as migration
// *_startup_pages gave every existing row one). A name already taken gets a random ending; the unique index
// decides a race, and the loser tries again with another.

/** A unique clash: on a new startup's row only its slug can clash (its id is a fresh cuid). */
const isSlugClash = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

const MAX_WORDS = 60;

/** "Acme Labs!" → "acme-labs"; a name with no latin letters or digits → "startup". */
export function slugify(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_WORDS)
    .replace(/^-+|-+$/g, "");
  return words || "startup";
}

/** `base` with a random ending of 6 letters and digits ("acme-labs-k3x9qa"). */
export function withEnding(base: string): string {
  const letters = "abcdefghijklmnopqrstuvwxyz0123456789";
  const ending = Array.from(crypto.getRandomValues(new Uint8Array(6)), (n) => letters[n % letters.length]);
  return `${base}-${ending.join("")}`;
}

/** A startup's page (by id for a row that has no slug). */
export function startupPath(row: { id: string; slug: string | null }): string {
  return `/startup/${row.slug ?? row.id}`;
}

/** True when `segment` could be a slug (lower-case words joined by hyphens). */
export function isStartupSlug(segment: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment) && segment.length <= MAX_WORDS + 7;
}

/**
 * Creates a startup row with a free slug made from `name`: its plain slug when free, else one with a random
 * ending; a clash on the slug (a race) tries again with another ending.
 */
export async function createWithSlug<T>(
  name: string,
  taken: (slug: string) => Promise<boolean>,
  create: (slug: string) => Promise<T>,
): Promise<T> {
  const base = slugify(name);
  let slug = (await taken(base)) ? withEnding(base) : base;
  for (let attempt = 0; ; attempt++) {
    try {
      return await create(slug);
    } catch (error) {
      if (attempt >= 3 || !isSlugClash(error)) throw error;
      slug = withEnding(base);
    }
  }
}
