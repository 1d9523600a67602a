import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { ConsultationsPanel } from "@/components/dashboard/consultations-panel";
import { listMyCancellableSlots, listMyConsultations } from "@/lib/consultations/queries";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** My Consultations: the member's requests and booked slots, newest first. */
export default async function ConsultationsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const user = await requireMember("/dashboard/consultations");
  const [consultations, cancellable] = await Promise.all([
    listMyConsultations(user.id),
    listMyCancellableSlots(user.id),
  ]);
  return (
    <ClientMessages namespaces={["consultations"]}>
      <ConsultationsPanel consultations={consultations} cancellableSlots={cancellable} />
    </ClientMessages>
  );
}
