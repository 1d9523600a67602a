// A course card in English and in Hindi: the seeded words (difficulty, weeks, the button) in the page's language,
// the course's own title and description as an admin wrote them.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CourseCard } from "@/components/courses/course-card";
import type { CourseDto } from "@/lib/courses/queries";

const course = {
  id: "c1",
  title: "Modern Web Apps with Next.js",
  description: "Server components, forms and auth.",
  image: "",
  category: "web-development",
  duration: "6 weeks",
  difficulty: "Intermediate",
  cta: "Join Waitlist",
} as CourseDto;

describe("CourseCard", () => {
  it("reads in English as before", () => {
    const html = renderToStaticMarkup(<CourseCard course={course} />);
    expect(html).toContain("Coming Soon");
    expect(html).toContain("6 weeks");
    expect(html).toContain("Intermediate");
    expect(html).toContain('aria-label="Join Waitlist: Modern Web Apps with Next.js"');
  });

  it("reads in Hindi on a Hindi page", async () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="hi" messages={await getMessages({ locale: "hi" })}>
        <CourseCard course={{ ...course, cta: "Enrol now" }} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain("जल्द आ रहा है");
    expect(html).toContain("6 हफ़्ते");
    expect(html).toContain("मध्यम");
    expect(html).toContain("Modern Web Apps with Next.js");
    expect(html).toContain(">Enrol now<");
  });
});
