// The messages client components read (useTranslations): only their namespaces, so a page's payload carries no more
// of the catalog than its scripts can show. Server-only.
import { getMessages } from "next-intl/server";

/** The catalog's namespaces used in client components ("use client" files). */
export const clientNamespaces = ["client"] as const;

export async function clientMessages() {
  const messages = (await getMessages()) as Record<string, unknown>;
  return Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns] ?? {}]));
}
