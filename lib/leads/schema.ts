// The demo request of /services (the spec's service demo form): one schema, shared by its dialog and POST
// /api/leads. Every entry point (the page's Request a Demo, each service card) opens the same dialog.
import { z } from "zod";
import { requiredText } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().max(max, `Must be at most ${max} characters`).optional(),
  );

const requiredShort = (message: string, max = 100) =>
  requiredText(message).max(max, `Must be at most ${max} characters`);

const email = z
  .string({ error: formMessages.emailRequired })
  .trim()
  .min(1, formMessages.emailRequired)
  .max(254, formMessages.validEmail)
  .pipe(z.email(formMessages.validEmail));

export const serviceDemoInput = z.object({
  kind: z.literal("service-demo", { error: "Unknown request type" }),
  /** The service whose card it was opened from; none from the page's own button. */
  service: optionalText(100),
  fullName: requiredShort("Please enter your full name"),
  email,
  organization: optionalText(100),
  preferredDateTime: optionalText(40),
  message: optionalText(2000),
});

/** What POST /api/leads takes: the one demo request. */
export const leadInput = serviceDemoInput;

export type ServiceDemoInput = z.infer<typeof serviceDemoInput>;
export type LeadInput = ServiceDemoInput;
