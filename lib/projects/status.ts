/** At most 3 tech tags, then +N. */
export function splitTags(tags: string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
