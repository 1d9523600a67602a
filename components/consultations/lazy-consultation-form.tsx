import { useTranslations } from "#i18n";
import { ConsultationFields } from "@/components/consultations/consultation-fields";
import { ConsultationFormLoader } from "@/components/consultations/consultation-form-loader";
import { StaticForm, staticKit } from "@/components/forms/static-form";

/** The consultation request: drawn by the server, its working code fetched by ConsultationFormLoader. */
export function LazyConsultationForm() {
  const t = useTranslations("consultations");
  return (
    <ConsultationFormLoader>
      <StaticForm aria-label={t("formLabel")}>
        <ConsultationFields kit={staticKit("consultation")} />
      </StaticForm>
    </ConsultationFormLoader>
  );
}
