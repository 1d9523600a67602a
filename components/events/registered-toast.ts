import type { MyRegistrationDto } from "@/lib/events/registration-dto";
import type { ToastText } from "@/lib/forms/use-api-form";

/** The eventsRegister namespace's translator (useTranslations("eventsRegister")). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What a registration's toast says, by what it got: a place, the waitlist, or a request to the organiser. */
export function registeredToast(
  r: Pick<MyRegistrationDto, "status" | "waitlistPosition">,
  t: Translate,
): ToastText {
  if (r.status === "registered") {
    return { title: t("toast.registeredTitle"), description: t("toast.registeredDescription") };
  }
  if (r.status === "waitlisted") {
    return {
      title: t("toast.waitlistedTitle"),
      description: t("toast.waitlistedDescription", { position: r.waitlistPosition ?? 1 }),
    };
  }
  return { title: t("toast.requestedTitle"), description: t("toast.requestedDescription") };
}
