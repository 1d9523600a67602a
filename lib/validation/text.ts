// The rule every schema uses for text the caller must give: absent, null, another type and blank all read the
// field's own message (never zod's "Invalid input: expected string, received undefined").
import { z } from "zod";

/** Required text, trimmed; every way of leaving it out reads `message`. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Trimmed text whose absence or wrong type reads `message` (an email or a phone number checked after). */
export const textOr = (message: string) => z.string({ error: message }).trim();
