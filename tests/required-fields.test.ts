// Every required field of every request body answers its own message when it is absent, null, empty or of
// another type: the same text the form shows, never zod's generic "Invalid input".
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { rows } from "@/tests/required-fields.rows";
const cases: [string, (valid: Record<string, unknown>, field: string) => Record<string, unknown>][] = [
  ["absent", (valid, field) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))],
  ["null", (valid, field) => ({ ...valid, [field]: null })],
  ["empty", (valid, field) => ({ ...valid, [field]: "" })],
  ["of another type", (valid, field) => ({ ...valid, [field]: 42 })],
];

/** The message of the first problem with `field`. */
function messageFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe.each(rows)("$body: $field", ({ schema, valid, field, message }) => {
  it("accepts the valid body", () => expect(schema.safeParse(valid).success).toBe(true));
  // agreeToTerms is a checkbox: "" and 42 are its wrong types, absent and null its missing cases.
  it.each(cases)(`answers '${message}' when %s`, (_, make) => {
    expect(messageFor(schema, make(valid, field), field)).toBe(message);
  });
});
