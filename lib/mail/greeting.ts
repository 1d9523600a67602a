// How a mail greets its reader: by first name, as the dashboard does ("Welcome, Meera": lib/accounts/greeting.ts).
// Here, not in lib/accounts: the accounts mails are sent through lib/mail, so lib/mail may not import lib/accounts.

const titles = /^(mr|mrs|ms|miss|mx|dr|prof|shri|smt|sri|kumari)\.?$/i;

/** The first name of a full name as typed in a form: "Meera Member" → "Meera"; a title is skipped ("Dr. Asha Rao"). */
export function firstNameOf(fullName: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  return words.find((word, i) => i === words.length - 1 || !titles.test(word)) ?? "";
}

/**
 * A mail's greeting: the first name given, else the first of the full name ("Hi Meera,"); "Hello," when there is
 * no name at all. Every mail that greets its reader opens with it.
 */
export function mailGreeting(
  person: { firstName?: string | null; name?: string | null } | null,
  /** The reader's words (lib/mail/i18n.ts, namespace "mail"); English without. */
  t?: (key: string, values?: Record<string, string>) => string,
): string {
  const first = person?.firstName?.trim() || firstNameOf(person?.name);
  if (t) return first ? t("greeting.named", { name: first }) : t("greeting.anonymous");
  return first ? `Hi ${first},` : "Hello,";
}
