/**
 * Text for a Prisma `contains` filter, matched literally: Prisma passes it to LIKE as it is, so the
 * wildcards % and _ and the escape character \ are escaped here.
 */
export function literal(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
