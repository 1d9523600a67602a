import { useTranslations } from "#i18n";
import { Spinner } from "@/components/ui/spinner";

/** A poster's own listing pages (its applicants, its bids) while they load. */
export default function Loading() {
  const t = useTranslations("dashboard");
  return <Spinner label={t("loading")} />;
}
