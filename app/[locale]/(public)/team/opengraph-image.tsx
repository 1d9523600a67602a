import { ogImage } from "@/lib/og/image";

export const alt = "Meet the people behind Builders Hub | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({ eyebrow: "Team", title: "Meet the people behind Builders Hub" });
}
