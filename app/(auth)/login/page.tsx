import type { Metadata } from "next";
import type { AuthMode } from "@/components/accounts/auth-mode-links";
import { AuthPanel } from "@/components/accounts/auth-panel";
import { LoginNoticeToast } from "@/components/accounts/login-notice-toast";
import { REFERRAL_PARAM, referralCodeFromLink } from "@/lib/accounts/invite";
import { loginNotice } from "@/lib/auth/login-notice";
import { safeReturnUrl } from "@/lib/auth/return-url";
import { getCurrentUser } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: "Log in or create an account",
  description: "Log in to Builders Hub, or create an account with your email.",
  alternates: { canonical: "/login" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const modes: AuthMode[] = ["login", "register", "forgot-password"];

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const mode = modes.find((m) => m === first(params.mode)) ?? "login";
  const returnUrl = safeReturnUrl(first(params.returnUrl));
  // An invite link (/login?mode=register&ref=CODE) fills the referral code in.
  const referralCode = referralCodeFromLink(first(params[REFERRAL_PARAM]));
  const user = await getCurrentUser();
  // Outside the keyed panel: switching modes does not raise the notice again.
  const notice = user ? null : loginNotice(returnUrl);
  return (
    <>
      {notice && <LoginNoticeToast notice={notice} />}
      <AuthPanel
        key={mode}
        mode={mode}
        returnUrl={returnUrl}
        referralCode={referralCode}
        signedInAs={user ? { email: user.email, isAdmin: user.role === "Admin" } : null}
      />
    </>
  );
}
