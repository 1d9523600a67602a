import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { AccountSettings } from "@/components/dashboard/account-settings";
import { LanguagePreference } from "@/components/dashboard/language-preference";
import { getMemberLanguage } from "@/lib/accounts/language";
import { feedLinks } from "@/lib/calendar/links";
import { feedTokenFor } from "@/lib/calendar/mutations";
import { getProfileSettings } from "@/lib/profiles/queries";
import { readOrError } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/**
 * Account Settings: profile, the builder profile and its résumé, security, the calendar feed (its token made on
 * first visit), danger zone.
 */
export default async function SettingsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const user = await requireMember("/dashboard/settings");
  const [token, builder] = await Promise.all([
    readOrError("calendar feed", () => feedTokenFor(user)),
    readOrError("builder profile", () => getProfileSettings(user.id)),
  ]);
  return (
    <>
    <AccountSettings
      user={user}
      calendar={token === "error" ? null : feedLinks(site.url, token)}
      builder={builder === "error" ? null : builder}
    />
    <div className="mt-6"><LanguagePreference current={await getMemberLanguage(user.id)} /></div>
    </>
  );
}
