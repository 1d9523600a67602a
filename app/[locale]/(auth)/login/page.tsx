import { getTranslations } from "next-intl/server";
import type { AuthMode } from "@/components/accounts/auth-mode-links";
import { AuthPanel } from "@/components/accounts/auth-panel";
import type { LoginDestination } from "@/components/accounts/login-destination";
import { LoginNoticeToast } from "@/components/accounts/login-notice-toast";
import { REFERRAL_PARAM, referralCodeFromLink } from "@/lib/accounts/invite";
import { loginNotice } from "@/lib/auth/login-notice";
import { isAdmin } from "@/lib/auth/policy";
import { safeReturnUrl } from "@/lib/auth/return-url";
import { getCurrentUser } from "@/lib/auth/session";
import { getEvent } from "@/lib/events/queries";
import { formatEventDate } from "@/lib/format/date";
import { getGig } from "@/lib/gigs/queries";
import { getJob } from "@/lib/jobs/queries";
import { readOrError } from "@/lib/site/page-read";
import { splitLocalePath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/login", locale });
}

/**
 * The public event, job or gig a guest was sent here from (its page's address is the returnUrl), as a guest may
 * see it: nothing for another address, one not live, or a failed read (the form still works).
 */
async function destinationOf(returnUrl: string | null, locale: string): Promise<LoginDestination | null> {
  const [, kind, id] = returnUrl?.match(/^\/(event|job|gig)\/([^/?#]+)$/) ?? [];
  if (!kind || !id) return null;
  const found = await readOrError("login: destination", async (): Promise<LoginDestination | null> => {
    if (kind === "event") {
      const event = await getEvent(id, null);
      return (
        event && { kind, title: event.title, detail: formatEventDate(event.date, locale), place: event.location }
      );
    }
    if (kind === "job") {
      const job = await getJob(id, null);
      return job && { kind, title: job.title, detail: job.company, place: job.location };
    }
    const gig = await getGig(id, null);
    return gig && { kind: "gig", title: gig.title, detail: gig.budget, place: gig.location };
  });
  return found === "error" ? null : found;
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const modes: AuthMode[] = ["login", "register", "forgot-password"];

export default async function LoginPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const mode = modes.find((m) => m === first(params.mode)) ?? "login";
  const returnUrl = safeReturnUrl(first(params.returnUrl));
  // An invite link (/login?mode=register&ref=CODE) fills the referral code in.
  const referralCode = referralCodeFromLink(first(params[REFERRAL_PARAM]));
  const user = await getCurrentUser();
  // Outside the keyed panel: switching modes does not raise the notice again.
  // The notice and the listing are known by their English path ("/hi/job/x" is "/job/x").
  const englishReturn = returnUrl ? splitLocalePath(returnUrl).path : null;
  const notice = user ? null : loginNotice(englishReturn);
  const destination = user ? null : await destinationOf(englishReturn, locale);
  return (
    <>
      {notice && <LoginNoticeToast notice={notice} />}
      <AuthPanel
        key={mode}
        mode={mode}
        returnUrl={returnUrl}
        referralCode={referralCode}
        signedInAs={user ? { email: user.email, isAdmin: isAdmin(user) } : null}
        destination={destination}
      />
    </>
  );
}
