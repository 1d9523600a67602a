import { ogImage } from "@/lib/og/image";

export const alt = "Paid gigs for builders, with budgets in rupees | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({ eyebrow: "Freelance gigs", title: "Paid gigs for builders, with budgets in rupees" });
}
