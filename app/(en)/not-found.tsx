import NotFound, { generateMetadata as notFoundMetadata } from "@/app/[locale]/not-found";
import { englishMetadata } from "@/lib/i18n/english-routes";

export const generateMetadata = englishMetadata(notFoundMetadata);
export default NotFound;
