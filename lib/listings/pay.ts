// The one reader of pay as Indian listings write it ("₹6-8 LPA", "₹25,000/month for 6 months", "25K-35K pm",
// "₹1.5 lakh per month", "Unpaid"): the amounts in rupees (k, lakh, crore), and how often they are paid. The pay
// filters compare rupees a month (lib/jobs/schema.ts), so monthlyPayOf gives every salary in that unit. The
// migration that last recomputed the stored columns holds the same rules in SQL
// (prisma/migrations/*_pay_and_place_facets); tests/facets-backfill.int.test.ts checks they agree.

export type RupeeRange = { min: number; max: number } | null;
export type PayPeriod = "hour" | "day" | "week" | "month" | "year";
export type Pay = { min: number; max: number; per: PayPeriod } | null;

const UNIT = "(k|thousand|lpa|lakhs?|lacs?|l|crores?|cr)";
const NUMBER = "(\\d+(?:\\.\\d+)?)";
/** An amount, or a range of two ("₹6-8 LPA", "8 to 12 lakh", "₹3.5L - ₹5L", "25K-35K"); not "3" of "Web3". */
const AMOUNT = new RegExp(
  `(?<![a-z0-9])${NUMBER}\\s*${UNIT}?\\b(?:\\s*(?:-|to)\\s*(?:₹\\s*)?${NUMBER}\\s*${UNIT}?\\b)?`,
);
/** Every way of writing rupees ("Rs.", "INR", "rupees"), written "₹ ". */
const RUPEES = /₹|\brs\.?(?=[\s\d])|\binr(?=[\s\d.])|\brupees?\b/g;
/** Amounts in another currency ("$2,000", "USD 100k", "3000 euros"): left out, the filters compare rupees. */
const FOREIGN =
  /(?:[$€£]|\b(?:usd|eur|gbp|aed|sgd)\b)\s*\d[\d.]*\s*k?|\d[\d.]*\s*k?\s*(?:usd|eur|gbp|dollars?|euros?)\b/g;
/** Lengths of time, not amounts ("for 6 months", "3-6 months", "2+ years", "40 hrs"), and shares ("20%"). */
const NOT_AMOUNT =
  /\d+(?:\.\d+)?(?:\s*(?:-|to)\s*\d+(?:\.\d+)?)?\s*[-+]?\s*(?:months?|mos?|mths?|weeks?|wks?|days?|years?|yrs?|hours?|hrs?)\b|\d+(?:\.\d+)?\s*%/g;
const UNPAID = /\b(?:unpaid|volunteer(?:ing)?|no\s+(?:stipend|salary|pay)|without\s+(?:stipend|pay))\b/;

/** Words that say how often an amount is paid, one group a period (the first in the text counts). */
const PERIODS: [PayPeriod, string][] = [
  [
    "year",
    "per\\s*(?:annum|anum|year|yr)\\b|\\/\\s*(?:annum|year|yr)\\b|\\bp\\.?\\s?a\\b|\\b(?:annual(?:ly)?|yearly|ctc)\\b|\\ba\\s+year\\b",
  ],
  [
    "month",
    "per\\s*(?:month|mon|mth|mo)\\b|\\/\\s*(?:month|mon|mth|mo|m)\\b|\\bp\\.?\\s?m\\b|\\bmonthly\\b|\\ba\\s+month\\b",
  ],
  ["week", "per\\s*(?:week|wk)\\b|\\/\\s*(?:week|wk)\\b|\\bweekly\\b|\\ba\\s+week\\b"],
  ["day", "per\\s*(?:day|diem)\\b|\\/\\s*day\\b|\\bdaily\\b|\\ba\\s+day\\b"],
  ["hour", "per\\s*(?:hour|hr)\\b|\\/\\s*(?:hour|hr|h)\\b|\\bhourly\\b|\\ban?\\s+hour\\b"],
];
const PERIOD = new RegExp(PERIODS.map(([, words]) => `(${words})`).join("|"));
/** The most any amount is read as: ₹100 crore (the filters' own limit, and the columns' integers hold it). */
const MOST = 1_000_000_000;
const capped = (n: number) => Math.min(Math.round(n), MOST);

/** Times a month: a month of full-time work is 4 weeks (as a duration of "1 month" is), 20 working days, 160 hours. */
const PER_MONTH: Record<Exclude<PayPeriod, "year">, number> = { hour: 160, day: 20, week: 4, month: 1 };

function multiplier(unit: string | undefined): number | undefined {
  if (!unit) return undefined;
  if (unit === "k" || unit === "thousand") return 1_000;
  return unit.startsWith("c") ? 10_000_000 : 100_000;
}

/**
 * The text as the rules read it: lower case, dashes as "-", no digit-grouping commas or "/-", rupees as "₹ ",
 * and no foreign amounts, lengths of time or percentages.
 */
function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2012-\u2015\u2212]/g, "-")
    .replace(/(\d),(?=\d)/g, "$1")
    .replace(/\/-/g, " ")
    .replace(RUPEES, "₹ ")
    .replace(FOREIGN, " ")
    .replace(NOT_AMOUNT, " ");
}

type Found = { min: number; max: number; units: (string | undefined)[]; after: string; upTo: string };

/** The first amount or range a (normalised) text states, in rupees, and the text after and up to its end. */
function firstAmount(text: string): Found | null {
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const [whole, a, unitA, b, unitB] = m;
  const [ma, mb] = [multiplier(unitA), multiplier(unitB)];
  // One unit for both ends: "8 to 12 lakh", "25-35K", "₹10k - 15" (not "₹75,000 - 1.2 lakh", whose low end is whole).
  const low = Number(a) * (ma ?? (b !== undefined && mb && Number(a) <= Number(b) ? mb : 1));
  const high = b === undefined ? low : Number(b) * (mb ?? (ma && Number(b) < low ? ma : 1));
  const end = m.index + whole.length;
  return {
    min: capped(Math.min(low, high)),
    max: capped(Math.max(low, high)),
    units: [unitA, unitB],
    after: text.slice(end),
    upTo: text.slice(0, end),
  };
}

/** The period the first of PERIODS' words in `text` names, else null. */
function periodIn(text: string): PayPeriod | null {
  const m = PERIOD.exec(text);
  return m ? PERIODS[m.slice(1).findIndex((g) => g !== undefined)]![0] : null;
}

/** How often `found` is paid: LPA says a year; else the words after it, else those before it; else by size. */
function periodOf(found: Found): PayPeriod {
  if (found.units.includes("lpa")) return "year";
  const stated = periodIn(found.after) ?? periodIn(found.upTo);
  if (stated) return stated;
  // Nothing says: an amount in lakh or crore, or of ₹1,00,000 or more, is a year's pay (CTC), else a month's.
  const big = found.units.some((u) => (multiplier(u) ?? 0) >= 100_000) || found.max >= 100_000;
  return big ? "year" : "month";
}

/** The pay a text states in rupees and how often, else null ("Competitive"); "Unpaid" is ₹0 a month. */
export function payOf(text: string | null | undefined): Pay {
  const t = normalised(text ?? "");
  const found = firstAmount(t);
  if (!found) return UNPAID.test(t) ? { min: 0, max: 0, per: "month" } : null;
  return { min: found.min, max: found.max, per: periodOf(found) };
}

/** A salary or stipend in rupees a month (yearly pay divided by 12, hourly times 160…), else null. */
export function monthlyPayOf(text: string | null | undefined): RupeeRange {
  const pay = payOf(text);
  if (!pay) return null;
  const { per } = pay;
  const monthly = (n: number) => capped(per === "year" ? n / 12 : n * PER_MONTH[per]);
  return { min: monthly(pay.min), max: monthly(pay.max) };
}

/** A range of rupees a text states (one amount is a range of one), however often paid, else null: a budget. */
export function rupeeRangeOf(text: string | null | undefined): RupeeRange {
  const pay = payOf(text);
  return pay && { min: pay.min, max: pay.max };
}
