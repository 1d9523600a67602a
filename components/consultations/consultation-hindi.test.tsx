// The consultation request and the member's consultations in Hindi: labels, the button, the status and the dates
// in the page's language (hi-IN), the member's own words as written; English unchanged without a provider.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsultationFields } from "@/components/consultations/consultation-fields";
import { ConsultationCard } from "@/components/dashboard/record-consultation";
import { StaticForm, staticKit } from "@/components/forms/static-form";
import type { ConsultationDto } from "@/lib/consultations/dto";

async function draw(element: ReactElement, locale?: "hi") {
  if (!locale) return renderToStaticMarkup(element);
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={await getMessages({ locale })}>
      {element}
    </NextIntlClientProvider>,
  );
}

const form = (
  <StaticForm aria-label="x">
    <ConsultationFields kit={staticKit("consultation")} />
  </StaticForm>
);

const consultation = {
  id: "c1",
  name: "Asha",
  email: "asha@example.com",
  mobile: "+91 98765 43210",
  topic: "Audit my vault",
  message: "Where is the reentrancy?",
  preferredDate: null,
  scheduledDate: "2026-03-03T10:00:00.000Z",
  requestDate: "2026-03-01T10:00:00.000Z",
  status: "accepted",
  adminNotes: null,
} as unknown as ConsultationDto;

describe("the consultation request", () => {
  it("reads in Hindi", async () => {
    const html = await draw(form, "hi");
    expect(html).toContain("मोबाइल");
    expect(html).toContain("कंसल्टेशन बुक करें");
    expect(html).toContain("ख़ाली समय देखे जा रहे हैं...");
  });

  it("keeps its English", async () => {
    const html = await draw(form);
    expect(html).toContain("Book Consultation");
    expect(html).toContain("Reading the free times...");
  });
});

describe("a member's consultation", () => {
  it("shows its status and dates in Hindi, the topic as written", async () => {
    const html = await draw(
      <ConsultationCard consultation={consultation} view="member">
        {null}
      </ConsultationCard>,
      "hi",
    );
    expect(html).toContain("स्वीकार");
    expect(html).toContain("तय समय");
    expect(html).toContain("Audit my vault");
    expect(html).toContain("मार्च");
  });

  it("keeps its English", async () => {
    const html = await draw(
      <ConsultationCard consultation={consultation} view="member">
        {null}
      </ConsultationCard>,
    );
    expect(html).toContain("Accepted");
    expect(html).toContain("Scheduled");
    expect(html).toContain("Mar");
  });
});
