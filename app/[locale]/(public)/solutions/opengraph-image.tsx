import { ogImage } from "@/lib/og/image";

export const alt = "Solutions: Web3, AI and product work we have shipped | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({
    eyebrow: "Solutions",
    title: "Web3, AI and product work we have shipped",
    subtitle: "Client projects across India and the tools we build for our own community.",
  });
}
