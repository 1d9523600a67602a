import type { Metadata } from "next";
import { ResetPasswordFormLoader } from "@/components/accounts/auth-form-loaders";
import { StaticResetPasswordForm } from "@/components/accounts/reset-password-static";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { msg } from "@/lib/accounts/messages";
import { resetLinkState, type ResetLinkState } from "@/lib/accounts/password-reset";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const refusals: Record<Exclude<ResetLinkState, "usable">, string> = {
  used: msg.resetLinkUsed,
  expired: msg.resetLinkExpired,
  unknown: msg.resetLinkInvalid,
};

/**
 * The form for a link that works; for one used, expired or unknown, says so as the page loads (no form to fill
 * in first) with a way to ask for a new link.
 */
export default async function ResetPasswordPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  await pageLocale(route);
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const state = token ? await resetLinkState(token) : "unknown";
  return (
    <section className="mx-auto w-full max-w-md">
      <header className="mb-6 flex flex-col gap-2 pt-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Choose a new password</h1>
        <p className="text-muted">The link from your email works once and for 1 hour.</p>
      </header>
      <Card className="p-5 sm:p-8">
        {token && state === "usable" ? (
          <ResetPasswordFormLoader token={token}>
            <StaticResetPasswordForm />
          </ResetPasswordFormLoader>
        ) : (
          <div className="flex flex-col items-center gap-4 text-center">
            <p role="alert" className="text-danger">
              {refusals[state === "usable" ? "unknown" : state]}
            </p>
            <ButtonLink href="/login?mode=forgot-password" variant="secondary">
              Request a new link
            </ButtonLink>
          </div>
        )}
      </Card>
    </section>
  );
}
