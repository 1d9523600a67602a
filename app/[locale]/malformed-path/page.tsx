import { connection } from "next/server";
import { notFound } from "next/navigation";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

// Where proxy.ts sends a page path whose escapes do not decode (lib/site/malformed-path.ts): the language's own 404
// page, rendered per request (with the proxy's nonce). A route of its own, with no segment after the language's:
// served inside the server, a rewrite keeps the address asked for, and Next decodes a catch-all's segments from it
// (app/[locale]/[...rest] would fail on `%C0` with a bare 500).
export default async function MalformedPathPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  await connection();
  notFound();
}
