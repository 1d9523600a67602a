// The demo request of /services (the spec's service demo form): one schema, shared by its dialog and POST
// /api/leads. Every entry point (the page's Request a Demo, each service card) opens the same dialog.
import { z } from "zod";
import { requiredText } from "@/lib/validation/text";

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().max(max, `Must be at most ${max} characters`).optional(),
  );

const requiredShort = (message: string, max = 100) =>
  requiredText(message).max(max, `Must be at most ${max} characters`);

const email = z
  .string({ error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

export const ServiceDemoInput = z.object({
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
export const LeadInput = ServiceDemoInput;

export type ServiceDemoInput = z.infer<typeof ServiceDemoInput>;
export type LeadInput = ServiceDemoInput;

export const leadMessages = {
  invalidTitle: { "service-demo": "Error" },
  required: "Please fill in all required fields",
  serviceDemo: "Thank you! We'll reach out to schedule your demo.",
};
