import { requireMember } from "@/app/(member)/dashboard/guard";
import { ConsultationsPanel } from "@/components/dashboard/consultations-panel";
import { listMyConsultations } from "@/lib/consultations/queries";

/** My Consultations: the member's requests, newest first. */
export default async function ConsultationsPage() {
  const user = await requireMember("/dashboard/consultations");
  return <ConsultationsPanel consultations={await listMyConsultations(user.id)} />;
}
