"use client";

import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { controlAria, Input, Label } from "@/components/ui/field";
import { OTP_LENGTH, OTP_RESEND_SECONDS } from "@/lib/accounts/constants";
import { msg } from "@/lib/accounts/messages";
import { OtpSendInput } from "@/lib/accounts/schema";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import "@/lib/forms/zod-in-browser";

const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** The seconds left until `until` (ms), ticking once a second. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  verified: boolean;
  onVerified: () => void;
  error?: string | null;
};

/** Email, Send code, a 6-digit code enabling Verify, the resend countdown, then a locked, verified email. */
export function EmailVerification({ email, onEmailChange, verified, onVerified, error }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  const codeSent = sentTo !== null && sentTo === email.trim().toLowerCase();
  const shownError = stepError ?? error ?? null;

  async function sendCode() {
    const parsed = OtpSendInput.safeParse({ email });
    if (!parsed.success) {
      setStepError(parsed.error.issues[0]?.message ?? msg.invalidEmail);
      return;
    }
    const resend = codeSent;
    setSending(true);
    setStepError(null);
    try {
      const res = await apiFetch<{ message: string; resendAfterSeconds: number }>("/api/otp/send", {
        body: parsed.data,
      });
      setSentTo(parsed.data.email);
      setCode("");
      setResendAt(Date.now() + (res.resendAfterSeconds ?? OTP_RESEND_SECONDS) * 1000);
      toast.success("Code sent", { description: res.message });
    } catch (e) {
      const fallback = resend
        ? "Failed to resend OTP. Please try again."
        : "Failed to send OTP. Please try again.";
      const message =
        e instanceof ApiClientError && [409, 429, 400].includes(e.status) ? e.message : fallback;
      setStepError(message);
      toast.error("Error", { description: message });
    } finally {
      setSending(false);
    }
  }

  async function verifyCode() {
    setVerifying(true);
    setStepError(null);
    try {
      const res = await apiFetch<{ verified: boolean; message: string }>("/api/otp/verify", {
        body: { email, otp: code },
      });
      if (res.verified) {
        onVerified();
        setResendAt(null);
        toast.success("Email verified", { description: res.message });
      } else {
        setCode(""); // a failed verification clears the entered code
        setStepError(res.message || msg.invalidOtp);
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
        <Label htmlFor="register-email">Email</Label>
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
                error: codeSent && !verified ? undefined : (shownError ?? undefined),
              })}
              onChange={(e) => onEmailChange(e.target.value)}
              className={verified ? "pr-11" : undefined}
            />
            {verified && (
              <CheckCircle2
                aria-hidden
                className="absolute right-3 top-1/2 size-5 -translate-y-1/2 text-success"
              />
            )}
          </div>
          {!verified && (
            <Button
              variant="secondary"
              onClick={sendCode}
              loading={sending}
              loadingText="Sending..."
              disabled={codeSent && secondsLeft > 0}
            >
              {codeSent
                ? secondsLeft > 0
                  ? `Resend in ${formatSeconds(secondsLeft)}`
                  : "Resend code"
                : "Send code"}
            </Button>
          )}
        </div>
        {verified && (
          <p id="register-email-hint" className="text-sm text-muted">
            Email verified
          </p>
        )}
      </div>
      {codeSent && !verified && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="register-otp">Verification code</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
              {...controlAria("register-otp", { hint: true, error: shownError ?? undefined })}
              className="flex-1 font-mono tracking-[0.4em]"
            />
            <Button
              onClick={verifyCode}
              disabled={code.length !== OTP_LENGTH}
              loading={verifying}
              loadingText="Verifying..."
            >
              Verify
            </Button>
          </div>
          <p id="register-otp-hint" className="text-sm text-muted">
            We sent a {OTP_LENGTH}-digit code to {sentTo}. It is valid for 10 minutes.
          </p>
        </div>
      )}
      {shownError && (
        <p
          id={codeSent && !verified ? "register-otp-error" : "register-email-error"}
          className="text-sm text-danger"
        >
          {shownError}
        </p>
      )}
    </div>
  );
}
