// The manual coin transaction form and POST /api/admin/coins (no server code: the form uses it too).
import { z } from "zod";
import { requiredText } from "@/lib/validation/text";

export const MANUAL_COINS_REQUIRED = "Please fill all fields for manual coin transaction.";

const required = requiredText(MANUAL_COINS_REQUIRED);

/** The manual transaction form and POST /api/admin/coins: every field required. */
export const manualCoinsInput = z.object({
  email: required.pipe(z.email("Please enter a valid email address")),
  // A whole number, or a string of decimal digits: never JavaScript's reading of "0x10", "1e3" or " 7 ".
  amount: z.union([z.number(), z.string()], { error: MANUAL_COINS_REQUIRED }).transform((v, ctx) => {
    if (typeof v === "string" && v.trim() === "") {
      ctx.addIssue({ code: "custom", message: MANUAL_COINS_REQUIRED });
      return z.NEVER;
    }
    const n = typeof v === "number" ? v : /^[0-9]{1,7}$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 1_000_000) {
      ctx.addIssue({ code: "custom", message: "Amount must be a whole number of coins from 1 to 1000000" });
      return z.NEVER;
    }
    return n;
  }),
  type: z.enum(["credit", "debit"], MANUAL_COINS_REQUIRED),
  reason: required.max(200, "Reason must be 200 characters or less"),
});
export type ManualCoinsInput = z.infer<typeof manualCoinsInput>;
