import LocaleLayout, { generateMetadata as layoutMetadata } from "@/app/[locale]/layout";
import { englishMetadata, englishPage } from "@/lib/i18n/english-routes";

export { viewport } from "@/app/[locale]/layout";
export const generateMetadata = englishMetadata(layoutMetadata);
export default englishPage(LocaleLayout);
