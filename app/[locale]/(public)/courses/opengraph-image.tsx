import { ogImage } from "@/lib/og/image";

export const alt = "Our Courses: web, blockchain, AI and DevOps cohorts | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({ eyebrow: "Courses", title: "Our Courses: web, blockchain, AI and DevOps cohorts" });
}
