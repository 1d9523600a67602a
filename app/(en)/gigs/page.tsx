import Page, { generateMetadata as pageMetadata } from "@/app/[locale]/(public)/gigs/page";
import { englishMetadata, englishPage } from "@/lib/i18n/english-routes";

export const revalidate = 60;
export default englishPage(Page);
export const generateMetadata = englishMetadata(pageMetadata);
