import { ogImage } from "@/lib/og/image";

export const alt = "Privacy Policy | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({ eyebrow: "Legal", title: "Privacy Policy" });
}
