import { useTranslations } from "#i18n";
import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  const t = useTranslations("dashboard");
  return <Spinner label={t("loading")} />;
}
