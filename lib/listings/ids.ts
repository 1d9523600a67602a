/** Ids are cuids, or the seed's stable `seed-…` keys; anything else names no row. */
export function isListingId(id: string | undefined): id is string {
  return !!id && /^[a-z0-9][a-z0-9-]{5,80}$/.test(id);
}
