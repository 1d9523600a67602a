import Page, { generateMetadata as pageMetadata } from "@/app/[locale]/(public)/privacy-policy/page";
import { englishMetadata, englishPage } from "@/lib/i18n/english-routes";

export default englishPage(Page);
export const generateMetadata = englishMetadata(pageMetadata);
