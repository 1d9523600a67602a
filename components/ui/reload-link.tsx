import { useTranslations } from "#i18n";
import { buttonClass } from "@/components/ui/button";

/**
 * Loads the current page again, query and all (an empty href is the page itself): the Retry / Try Again of
 * error states. A plain link, so it works without JavaScript and ships none.
 */
export function ReloadLink({ label }: { label?: string }) {
  const t = useTranslations("common");
  return (
    <a href="" className={buttonClass("secondary")}>
      {label ?? t("retry")}
    </a>
  );
}
