// The dashboard greeting: a member is greeted by first name; the username is their handle, not their name.
import { USERNAME_GREETING_MAX } from "@/lib/accounts/constants";

/** The first name, else the username, else the part of the email before @, else 'User'; cut to 20 + '...'. */
export function greetingName(user: {
  username?: string | null;
  firstName?: string | null;
  email?: string | null;
}): string {
  const name = user.firstName?.trim() || user.username?.trim() || user.email?.split("@")[0]?.trim() || "User";
  return name.length > USERNAME_GREETING_MAX ? `${name.slice(0, USERNAME_GREETING_MAX)}...` : name;
}

export function greeting(user: Parameters<typeof greetingName>[0], isNewUser: boolean): string {
  return `${isNewUser ? "Welcome" : "Welcome back"}, ${greetingName(user)}`;
}
