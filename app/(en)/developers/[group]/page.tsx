import Page, {
  generateMetadata as pageMetadata,
  generateStaticParams as groups,
} from "@/app/[locale]/(public)/developers/[group]/page";
import { englishMetadata, englishPage } from "@/lib/i18n/english-routes";

export default englishPage(Page);
export const generateMetadata = englishMetadata(pageMetadata);
export const generateStaticParams = groups;
