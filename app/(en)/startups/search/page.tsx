import Page, { generateMetadata as pageMetadata } from "@/app/[locale]/(public)/startups/search/page";
import { englishMetadata, englishPage } from "@/lib/i18n/english-routes";

export default englishPage(Page);
export const generateMetadata = englishMetadata(pageMetadata);
