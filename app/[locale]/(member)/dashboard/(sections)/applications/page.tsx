import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { ApplicationsPanel } from "@/components/dashboard/applications-panel";
import { listMyApplications } from "@/lib/applications/queries";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** My Applications: the jobs the member applied to, newest first. */
export default async function ApplicationsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const user = await requireMember("/dashboard/applications");
  return <ApplicationsPanel applications={await listMyApplications(user.id)} />;
}
