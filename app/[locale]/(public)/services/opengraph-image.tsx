import { ogImage } from "@/lib/og/image";

export const alt = "Web3, AI and product engineering for Indian teams | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({ eyebrow: "Services", title: "Web3, AI and product engineering for Indian teams" });
}
