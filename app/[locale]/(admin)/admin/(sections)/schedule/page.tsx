import { AvailabilityForm } from "@/components/admin/availability-form";
import { WeekView } from "@/components/admin/week-view";
import { TitledPanel } from "@/components/ui/titled-panel";
import { adminMetadata } from "@/lib/admin/sections";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { getAvailability, toAvailabilityForm } from "@/lib/consultations/availability";
import { listWeekBookings } from "@/lib/consultations/queries";
import { weekQuery } from "@/lib/consultations/schema";
import { one, type QueryParams } from "@/lib/site/query";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("schedule");

/** Schedule: the week's consultations (?week=YYYY-MM-DD, any day of it, IST) and the availability members book in. */
export default async function AdminSchedulePage({ params: route, searchParams }: LocaleParams & { searchParams: Promise<QueryParams> }) {
  await pageLocale(route);
  const admin = await requireAdminOrRedirect("/admin/schedule");
  const { week } = weekQuery.parse({ week: one((await searchParams).week) });
  const [bookings, availability] = await Promise.all([listWeekBookings(admin, week), getAvailability()]);
  return (
    <div className="flex flex-col gap-8">
      <WeekView {...bookings} />
      <TitledPanel id="availability-title" title="Availability" look="form">
        <AvailabilityForm availability={toAvailabilityForm(availability)} />
      </TitledPanel>
    </div>
  );
}
