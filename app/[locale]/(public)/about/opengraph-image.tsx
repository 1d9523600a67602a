import { ogImage } from "@/lib/og/image";

export const alt = "Our vision: one million builders from India by 2027 | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({ eyebrow: "About", title: "Our vision: one million builders from India by 2027" });
}
