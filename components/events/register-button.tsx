"use client";

import { lazyComponent } from "@/lib/client/lazy-component";
import { useRouter } from "next/navigation";
import { useTranslations } from "#i18n";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import type { MyRegistrationDto } from "@/lib/events/registration-dto";
import { useApiAction } from "@/lib/forms/use-api-action";
import type { RegisterTarget } from "@/components/events/register-dialog";
import { registeredToast } from "@/components/events/registered-toast";

// The questions' dialog (its form and schema) is fetched when a member first opens it.
const RegisterDialog = lazyComponent(() =>
  import("@/components/events/register-dialog").then((module) => module.RegisterDialog),
);

/**
 * Register (or Join the waitlist, or Request a place): with no questions in one click, else through the dialog of
 * the event's questions. The page is rendered again after, showing the registration.
 */
export function RegisterButton({ event, label }: { event: RegisterTarget; label: string }) {
  const router = useRouter();
  const t = useTranslations("eventsRegister");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { busy, act } = useApiAction({
    run: () =>
      apiFetch<{ registration: MyRegistrationDto }>(
        `/api/events/${encodeURIComponent(event.id)}/registrations`,
        { method: "POST", body: { answers: {} } },
      ),
    success: ({ registration }) => registeredToast(registration, t),
    failure: ({ message }) => ({ title: t("registerFailed"), description: message }),
    onSuccess: () => router.refresh(),
  });
  function onClick() {
    if (event.questions.length === 0) return void act();
    setOpened(true);
    setOpen(true);
  }
  return (
    <>
      <Button size="lg" loading={busy} onClick={onClick} aria-label={`${label}: ${event.title}`}>
        {label}
      </Button>
      {opened && (
        <RegisterDialog
          event={event}
          submitLabel={label}
          open={open}
          onOpenChange={setOpen}
          onRegistered={() => router.refresh()}
        />
      )}
    </>
  );
}
