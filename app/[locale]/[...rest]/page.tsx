import { notFound } from "next/navigation";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

// Any address no page answers: the language's own 404 page (app/[locale]/not-found.tsx), in the site's layout.
export default async function UnknownPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  notFound();
}
