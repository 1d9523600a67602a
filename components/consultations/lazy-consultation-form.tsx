import { getTranslations } from "next-intl/server";
import { ConsultationFields } from "@/components/consultations/consultation-fields";
import { ConsultationFormLoader } from "@/components/consultations/consultation-form-loader";
import { StaticForm, staticKit } from "@/components/forms/static-form";

/** The consultation request: drawn by the server, its working code fetched by ConsultationFormLoader. */
export async function LazyConsultationForm() {
  const t = await getTranslations("consultations");
  return (
    <ConsultationFormLoader>
      <StaticForm aria-label={t("formLabel")}>
        <ConsultationFields kit={staticKit("consultation")} />
      </StaticForm>
    </ConsultationFormLoader>
  );
}
