// A coin transaction's description in the reader's language. The ledger stores each award's description in English
// (the back office and the spec read it so); the awards' own texts are the catalog's coinText in English, so a
// stored description that reads as its reason's award text is shown in another language from its parts (a
// friend's name, a listing's title, as written). Anything else (a note an admin typed) is shown as stored.
import { createTranslator } from "next-intl";
import type { CoinTransactionDto } from "@/lib/coins/dto";
import type { CoinReason } from "@/lib/generated/prisma/client";
import { catalog } from "@/lib/i18n/catalog";
import english from "@/lib/i18n/parts/coinText.en.json";

type Key = keyof typeof english;

/** The award texts each reason writes (lib/coins/awards.ts, lib/consultations/booking-coins.ts). */
const textsOf: Partial<Record<CoinReason, Key[]>> = {
  profile_completion: ["profileCompletion"],
  referral_bonus: ["referralBonus"],
  referral_reward: ["referralReward"],
  listing_submission: ["listingApproved"],
  consultation_booking: ["consultationBooking"],
  reversal: ["consultationReversal"],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** English's text of `key` as a pattern: each `{name}` a named group. */
const patterns = Object.fromEntries(
  (Object.keys(english) as Key[]).map((key) => {
    const parts = english[key].split(/\{(\w+)\}/);
    const source = parts.map((part, i) => (i % 2 === 1 ? `(?<${part}>.+)` : escape(part))).join("");
    return [key, new RegExp(`^${source}$`, "s")];
  }),
) as Record<Key, RegExp>;

/** The catalog key and values of a stored description, when it is one of its reason's award texts. */
export function awardTextOf(
  reason: CoinReason,
  description: string,
): { key: Key; values: Record<string, string> } | null {
  for (const key of textsOf[reason] ?? []) {
    const match = patterns[key].exec(description);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

/** `(transaction) → its description in locale`; English as stored. */
export async function coinDescriber(
  locale: string,
): Promise<(tx: Pick<CoinTransactionDto, "reason" | "description">) => string> {
  if (locale === "en") return (tx) => tx.description;
  const t = createTranslator({
    locale,
    messages: (await catalog(locale)) as never,
    namespace: "coinText" as never,
    timeZone: "Asia/Kolkata",
  }) as unknown as (key: string, values: Record<string, string>) => string;
  return (tx) => {
    const found = awardTextOf(tx.reason, tx.description);
    return found ? t(found.key, found.values) : tx.description;
  };
}

/** The transactions with their descriptions in `locale`. */
export async function describeTransactions(
  transactions: CoinTransactionDto[],
  locale = "en",
): Promise<CoinTransactionDto[]> {
  if (locale === "en") return transactions;
  const describe = await coinDescriber(locale);
  return transactions.map((tx) => ({ ...tx, description: describe(tx) }));
}
