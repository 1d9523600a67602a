import Page, { generateMetadata as pageMetadata } from "@/app/[locale]/(public)/leaderboard/all-time/page";
import { englishMetadata, englishPage } from "@/lib/i18n/english-routes";

export const revalidate = 300;
export default englishPage(Page);
export const generateMetadata = englishMetadata(pageMetadata);
