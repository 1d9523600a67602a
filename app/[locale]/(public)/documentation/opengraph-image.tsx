import { ogImage } from "@/lib/og/image";

export const alt = "Courses, tech stack, setup guides and FAQs | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({ eyebrow: "Documentation", title: "Courses, tech stack, setup guides and FAQs" });
}
