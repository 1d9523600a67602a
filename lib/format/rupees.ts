// The one way the site writes an amount of rupees: "₹40,000", in Indian grouping ("₹1,00,000").
const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** ₹40,000 (Indian grouping: ₹1,00,000). */
export const formatRupees = (amount: number) => inr.format(amount);
