// The toasts of the demo dialog (lib/leads/schema.ts has their words).
import { anyBlank, type ToastText } from "@/lib/forms/use-api-form";
import { leadMessages } from "@/lib/leads/messages";
import { formMessages } from "@/lib/validation/messages";

type Kind = keyof typeof leadMessages.invalidTitle;

/** The toast when a dialog's values do not pass its schema. */
export const leadInvalidToast =
  (kind: Kind, required: readonly string[]) =>
  ({ values, first }: { values: Record<string, unknown>; first?: string }): ToastText => ({
    title: leadMessages.invalidTitle[kind],
    description: anyBlank(values, required)
      ? formMessages.requiredFields
      : (first ?? formMessages.requiredFields),
  });

/** The toast when sending a dialog failed. */
export const leadFailureToast = ({ message }: { message: string }): ToastText => ({
  title: "Error",
  description: message || formMessages.requestFailed,
});
