// The one way the site writes an amount of rupees: "₹40,000", in Indian grouping ("₹1,00,000"), in the page's
// language's digits and grouping (hi-IN groups the same way).
import { intlLocale } from "@/lib/i18n/locales";

const inr = new Map<string, Intl.NumberFormat>();

/** ₹40,000 (Indian grouping: ₹1,00,000). */
export function formatRupees(amount: number, locale = "en"): string {
  const tag = intlLocale(locale);
  let format = inr.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    inr.set(tag, format);
  }
  return format.format(amount);
}
