// The pre-registration (waitlist) form: one schema for the form and POST /api/courses/waitlist.
import { z } from "zod";
import { skillLevels } from "@/lib/courses/categories";

export const requiredFieldsMessage = "Please fill in all required fields";

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const WaitlistInput = z.object({
  courseId: z.string({ error: "Please choose a course" }).trim().min(1, "Please choose a course").max(64),
  name: z
    .string({ error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
  skillLevel: z.preprocess(
    emptyToUndefined,
    z.enum(skillLevels, { error: "Skill level must be beginner, intermediate or advanced" }).optional(),
  ),
});

export type WaitlistInput = z.infer<typeof WaitlistInput>;

export type WaitlistResult = { success: true; alreadyOnList: boolean; message: string };

export const waitlistMessages = {
  joined: "You're now on the waitlist. We'll email you when it's live.",
  already: (course: string) =>
    `You're already on the waitlist for ${course}. We'll email you when it's live.`,
};
