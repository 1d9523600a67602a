import { CalendarCard } from "@/components/dashboard/calendar-card";
import { DangerZone } from "@/components/dashboard/danger-zone";
import { ProfileCard } from "@/components/dashboard/profile-card";
import { ProfileSettingsCard } from "@/components/profiles/profile-settings-card";
import { ResumeCard } from "@/components/profiles/resume-card";
import { SecurityCard } from "@/components/dashboard/security-card";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { FeedLinks } from "@/lib/calendar/links";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { ProfileSettingsDto } from "@/lib/profiles/dto";

/**
 * Profile card, the builder profile and its résumé (none when it could not be read), and the calendar feed (none
 * when it could not be read), security card and danger zone; 2/3 + 1/3 columns on wide screens. Their words: the
 * catalog's settings namespace, sent to the client cards here.
 */
export function AccountSettings({
  user,
  calendar,
  builder,
}: {
  user: CurrentUser;
  calendar: FeedLinks | null;
  builder: ProfileSettingsDto | null;
}) {
  return (
    <ClientMessages namespaces={["settings", "authPassword"]}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ProfileCard user={user} />
          {builder && <ProfileSettingsCard profile={builder} />}
          {builder && <ResumeCard resume={builder.resume} />}
          {calendar && <CalendarCard links={calendar} />}
        </div>
        <div className="flex flex-col gap-6">
          <SecurityCard />
          <DangerZone />
        </div>
      </div>
    </ClientMessages>
  );
}
