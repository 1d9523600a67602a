"use client";

import { useTranslations } from "#i18n";
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { controlAria, Input, Label } from "@/components/ui/field";
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_VALID_SECONDS } from "@/lib/accounts/constants";
import { msg } from "@/lib/accounts/messages";
import { otpSendInput } from "@/lib/accounts/schema";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/error-text";
import "@/lib/forms/zod-in-browser";
import { Icon } from "@/components/ui/icon";

const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** The clock, ticking once a second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

const secondsUntil = (until: number | null, now: number) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

type SendAnswer = { message: string; resendAfterSeconds?: number; validForSeconds?: number };
type VerifyAnswer = { verified: boolean; message: string; newCodeNeeded?: boolean };

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  verified: boolean;
  onVerified: () => void;
  error?: string | null;
};

/**
 * Email, Send code, a 6-digit code enabling Verify, then a locked, verified email. Two clocks, each labelled: the
 * code's validity ("Code valid for 9:43", 10 minutes) and the wait before Resend code (60 s, none once the code
 * is dead from wrong tries or expired).
 */
export function EmailVerification({ email, onEmailChange, verified, onVerified, error }: Props) {
  const t = useTranslations("auth.emailCode");
  const inPageLanguage = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const [spent, setSpent] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [validUntil, setValidUntil] = useState<number | null>(null);
  const codeSent = sentTo !== null && sentTo === email.trim().toLowerCase();
  // The ticking clock, never behind the last send (it may have slept while no code was out).
  const now = Math.max(useNow(codeSent && !verified), sentAt);
  const resendWait = spent ? 0 : secondsUntil(resendAt, now);
  const validFor = secondsUntil(validUntil, now);
  /** The sent code can no longer verify: dead from wrong tries, or expired. */
  const codeDead = codeSent && (spent || validFor === 0);
  const shownError = stepError ?? error ?? null;
  const shownErrorText = shownError && inPageLanguage(shownError);

  async function sendCode() {
    const parsed = otpSendInput.safeParse({ email });
    if (!parsed.success) {
      setStepError(parsed.error.issues[0]?.message ?? msg.invalidEmail);
      return;
    }
    const resend = codeSent;
    setSending(true);
    setStepError(null);
    try {
      const res = await apiFetch<SendAnswer>("/api/otp/send", { body: parsed.data });
      const at = Date.now();
      setSentTo(parsed.data.email);
      setSentAt(at);
      setSpent(false);
      setCode("");
      setResendAt(at + (res.resendAfterSeconds ?? OTP_RESEND_SECONDS) * 1000);
      setValidUntil(at + (res.validForSeconds ?? OTP_VALID_SECONDS) * 1000);
      toast.success(t("sentTitle"), { description: inPageLanguage(res.message) });
    } catch (e) {
      const fallback = resend ? t("resendFailed") : t("sendFailed");
      const message =
        e instanceof ApiClientError && [409, 429, 400].includes(e.status) ? e.message : fallback;
      setStepError(message);
      toast.error(t("errorTitle"), { description: inPageLanguage(message) });
    } finally {
      setSending(false);
    }
  }

  async function verifyCode() {
    setVerifying(true);
    setStepError(null);
    try {
      const res = await apiFetch<VerifyAnswer>("/api/otp/verify", { body: { email, otp: code } });
      if (res.verified) {
        onVerified();
        toast.success(t("verifiedTitle"), { description: inPageLanguage(res.message) });
      } else {
        setCode(""); // a failed verification clears the entered code
        setStepError(res.message || msg.invalidOtp);
        // A dead or expired code: no validity left, and a new one may be asked for at once.
        if (res.newCodeNeeded) setSpent(true);
      }
    } catch (e) {
      setCode("");
      setStepError(e instanceof ApiClientError ? e.message : msg.invalidOtp);
    } finally {
      setVerifying(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="register-email">{t("email")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              readOnly={verified}
              {...controlAria("register-email", {
                hint: verified,
                error: codeSent && !verified ? undefined : (shownErrorText ?? undefined),
              })}
              onChange={(e) => onEmailChange(e.target.value)}
              className={verified ? "pr-11" : undefined}
            />
            {verified && (
              <Icon
                name="check-circle"
                className="absolute right-3 top-1/2 size-5 -translate-y-1/2 text-success"
              />
            )}
          </div>
          {!verified && (
            <Button
              variant="secondary"
              onClick={sendCode}
              loading={sending}
              loadingText={t("sending")}
              disabled={codeSent && resendWait > 0}
              aria-describedby={codeSent && resendWait > 0 ? "register-resend-hint" : undefined}
            >
              {codeSent ? t("resendCode") : t("sendCode")}
            </Button>
          )}
        </div>
        {codeSent && !verified && resendWait > 0 && (
          <p id="register-resend-hint" className="text-sm text-muted">
            {t("resendIn", { time: formatSeconds(resendWait) })}
          </p>
        )}
        {verified && (
          <p id="register-email-hint" className="text-sm text-muted">
            {t("verified")}
          </p>
        )}
      </div>
      {codeSent && !verified && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="register-otp">{t("code")}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
              {...controlAria("register-otp", { hint: true, error: shownErrorText ?? undefined })}
              className="flex-1 font-mono tracking-[0.4em]"
            />
            <Button
              onClick={verifyCode}
              disabled={code.length !== OTP_LENGTH || codeDead}
              loading={verifying}
              loadingText={t("verifying")}
            >
              {t("verify")}
            </Button>
          </div>
          <p id="register-otp-hint" className="text-sm text-muted">
            {t("sentTo", { length: OTP_LENGTH, email: sentTo ?? "" })}{" "}
            {codeDead ? t("dead") : t("validFor", { time: formatSeconds(validFor) })}
          </p>
        </div>
      )}
      {shownErrorText && (
        <p
          id={codeSent && !verified ? "register-otp-error" : "register-email-error"}
          className="text-sm text-danger"
        >
          {shownErrorText}
        </p>
      )}
    </div>
  );
}
