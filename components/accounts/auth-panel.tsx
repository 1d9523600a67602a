import { useTranslations } from "#i18n";
import type { AuthMode } from "@/components/accounts/auth-mode-links";
import { LoginDestinationCard, type LoginDestination } from "@/components/accounts/login-destination";
import { LazyForgotPasswordForm, LazyLoginForm } from "@/components/accounts/lazy-auth-forms";
import { RegisterForm } from "@/components/accounts/auth-form-loaders";
import { Card } from "@/components/ui/card";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { Link } from "@/lib/i18n/navigation";

/** Each mode's heading in the catalog (auth.headings). */
const headingKeys = { login: "login", register: "register", "forgot-password": "forgotPassword" } as const;

/** The /login screen: one card, three modes switched by links. */
export function AuthPanel({
  mode,
  returnUrl,
  referralCode = "",
  signedInAs,
  destination = null,
}: {
  mode: AuthMode;
  returnUrl: string | null;
  /** The code an invite link carried, for the registration form's field. */
  referralCode?: string;
  signedInAs: { email: string; isAdmin: boolean } | null;
  /** The event, job or gig a guest was on the way to (the returnUrl's), if it is public. */
  destination?: LoginDestination | null;
}) {
  const t = useTranslations("auth");
  const heading = { title: t(`headings.${headingKeys[mode]}.title`), description: t(`headings.${headingKeys[mode]}.description`) };
  return (
    <section className={mode === "register" ? "mx-auto w-full max-w-2xl" : "mx-auto w-full max-w-md"}>
      <header className="mb-6 flex flex-col gap-2 pt-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{heading.title}</h1>
        <p className="text-muted">{heading.description}</p>
      </header>
      {signedInAs && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-border-strong bg-surface-raised px-4 py-3 text-sm text-muted"
        >
          {t.rich("signedInAs", {
            email: signedInAs.email,
            strong: (chunks) => <strong className="text-text">{chunks}</strong>,
          })}{" "}
          <Link
            href={signedInAs.isAdmin ? "/admin/dashboard" : "/dashboard"}
            className="text-accent underline underline-offset-4"
          >
            {t("goToDashboard")}
          </Link>
        </p>
      )}
      {destination && <LoginDestinationCard destination={destination} />}
      <Card className="p-5 sm:p-8">
        <ClientMessages namespaces={mode === "register" ? ["auth", "authPassword"] : ["auth"]}>
          {mode === "login" && <LazyLoginForm returnUrl={returnUrl} />}
          {mode === "register" && <RegisterForm returnUrl={returnUrl} referralCode={referralCode} />}
          {mode === "forgot-password" && <LazyForgotPasswordForm returnUrl={returnUrl} />}
        </ClientMessages>
      </Card>
      <p className="mt-6 text-center text-sm text-muted">
        {t("needHelp")}{" "}
        <Link
          href="/contact"
          className="inline-flex min-h-11 items-center text-accent underline-offset-4 hover:underline"
        >
          {t("contactSupport")}
        </Link>
      </p>
    </section>
  );
}
