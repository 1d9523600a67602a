// The page's first drawing of each lazily loaded form is the working form's own markup: the static kit draws the
// same <form>, fields and button as ui/form, so swapping one for the other moves nothing on screen.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ForgotPasswordFields } from "@/components/accounts/forgot-password-fields";
import { ForgotPasswordForm } from "@/components/accounts/forgot-password-form";
import { LoginFields } from "@/components/accounts/login-fields";
import { LoginForm } from "@/components/accounts/login-form";
import { ResetPasswordForm } from "@/components/accounts/reset-password-form";
import { StaticResetPasswordForm } from "@/components/accounts/reset-password-static";
import { ContactFields } from "@/components/contact/contact-fields";
import { ContactForm } from "@/components/contact/contact-form";
import { ConsultationFields } from "@/components/consultations/consultation-fields";
import { ConsultationForm } from "@/components/consultations/consultation-form";
import { WaitlistFields } from "@/components/courses/waitlist-fields";
import { WaitlistForm } from "@/components/courses/waitlist-form";
import { StaticForm, staticKit } from "@/components/forms/static-form";
import type { CourseDto } from "@/lib/courses/queries";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

const courses = [
  { id: "c1", title: "Building AI Agents" },
  { id: "c2", title: "Python for Builders" },
] as CourseDto[];

describe("a lazily loaded form's first drawing", () => {
  it.each([
    [
      "contact",
      <StaticForm key="s" aria-label="Contact form">
        <ContactFields kit={staticKit("contact")} />
      </StaticForm>,
      <ContactForm key="w" />,
    ],
    [
      "waitlist",
      <StaticForm key="s" className="gap-4" aria-label="Course waitlist">
        <WaitlistFields kit={staticKit("waitlist")} courses={courses} onCourseChange={() => {}} />
      </StaticForm>,
      <WaitlistForm key="w" courses={courses} courseId="" onCourseChange={() => {}} />,
    ],
    [
      "consultation",
      <StaticForm key="s" aria-label="Consultation request">
        <ConsultationFields kit={staticKit("consultation")} />
      </StaticForm>,
      <ConsultationForm key="w" />,
    ],
    [
      "login",
      <StaticForm key="s">
        <LoginFields kit={staticKit("login")} returnUrl="/jobs" />
      </StaticForm>,
      <LoginForm key="w" returnUrl="/jobs" />,
    ],
    [
      "forgot password",
      <StaticForm key="s">
        <ForgotPasswordFields kit={staticKit("forgot")} returnUrl={null} />
      </StaticForm>,
      <ForgotPasswordForm key="w" returnUrl={null} />,
    ],
    ["reset password", <StaticResetPasswordForm key="s" />, <ResetPasswordForm key="w" token="t" />],
  ])("%s: the same markup as the working form", (_name, first, working) => {
    const drawn = renderToStaticMarkup(first);
    // Both post: sent by the browser before the code has run, nothing typed lands in the address.
    expect(drawn).toMatch(/^<form [^>]*method="post"/);
    expect(drawn).toBe(renderToStaticMarkup(working));
  });
});
