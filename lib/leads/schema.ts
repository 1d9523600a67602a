// The two demo dialogs of /services: one schema each, shared by the dialogs and POST /api/leads.
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

export const projectTypes = [
  "Web3 / Smart contracts",
  "AI / LLM product",
  "Web or mobile app",
  "Community or hackathon",
  "Training for a team",
  "Something else",
] as const;

export const DemoBookingInput = z.object({
  kind: z.literal("demo-booking"),
  name: requiredShort("Please enter your name"),
  email,
  phone: optionalText(20),
  company: optionalText(100),
  projectType: requiredShort("Please choose a project type"),
  message: optionalText(2000),
  preferredDate: optionalText(20),
  preferredTime: optionalText(20),
});

export const ServiceDemoInput = z.object({
  kind: z.literal("service-demo"),
  service: optionalText(100),
  fullName: requiredShort("Please enter your full name"),
  email,
  organization: optionalText(100),
  preferredDateTime: optionalText(40),
  message: optionalText(2000),
});

export const LeadInput = z.discriminatedUnion("kind", [DemoBookingInput, ServiceDemoInput], {
  error: "Unknown request type",
});

export type DemoBookingInput = z.infer<typeof DemoBookingInput>;
export type ServiceDemoInput = z.infer<typeof ServiceDemoInput>;
export type LeadInput = z.infer<typeof LeadInput>;

export const leadMessages = {
  invalidTitle: { "demo-booking": "Validation Error", "service-demo": "Error" },
  required: "Please fill in all required fields",
  demoBooked: "Demo Booked Successfully!",
  demoBookedDetail: "We'll contact you within 24 hours to confirm your demo session.",
  serviceDemo: "Thank you! We'll reach out to schedule your demo.",
};
