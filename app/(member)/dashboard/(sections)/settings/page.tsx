import { requireMember } from "@/app/(member)/dashboard/guard";
import { AccountSettings } from "@/components/dashboard/account-settings";

/** Account Settings: profile, security, danger zone. */
export default async function SettingsPage() {
  const user = await requireMember("/dashboard/settings");
  return <AccountSettings user={user} />;
}
