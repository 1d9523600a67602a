// @vitest-environment jsdom
// The poster's applicants and the member's own applications and bids in Hindi (/hi/dashboard/...): the card's
// facts, stage and buttons, the bulk rejection's count and confirmation, Cancel and Withdraw with their dialogs,
// the badges; the same components without a provider read English as before.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApplicantCard } from "@/components/applications/applicant-card";
import { ApplicantSelection } from "@/components/applications/applicant-selection";
import { BulkReject } from "@/components/applications/bulk-reject";
import { CancelApplicationButton } from "@/components/applications/cancel-application-button";
import { ApplicationStatusBadge } from "@/components/applications/status-badge";
import { BidDecisionButtons } from "@/components/bids/bid-decision-buttons";
import { BidStatusBadge } from "@/components/bids/status-badge";
import { WithdrawBidButton } from "@/components/bids/withdraw-bid-button";
import type { ApplicantDto } from "@/lib/applications/dto";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: () => {}, push: () => {} }),
  usePathname: () => "/dashboard/jobs/j1/applications",
  useSearchParams: () => new URLSearchParams(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ success: true })),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function draw(element: ReactNode, locale?: "hi") {
  const tree = locale ? (
    <NextIntlClientProvider locale={locale} messages={await getMessages({ locale })}>
      {element}
    </NextIntlClientProvider>
  ) : (
    element
  );
  await act(async () => root.render(tree));
}

const button = (name: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === name,
  );
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");

const applicant: ApplicantDto = {
  id: "a1",
  jobId: "j1",
  name: "Meera Iyer",
  email: "meera@example.com",
  phone: "+91 98765 43210",
  location: "Pune",
  experience: "3 years",
  coverLetter: "I build DeFi dashboards.",
  portfolio: "https://meera.example.com",
  status: "pending",
  stage: "new",
  note: "",
  createdAt: "2026-03-02T06:00:00.000Z",
  updatedAt: "2026-03-02T06:00:00.000Z",
  resume: { name: "cv.pdf", url: "/api/applications/a1/resume", inline: true },
};

describe("an applicant's card in Hindi", () => {
  it("names the facts, the stage and the buttons in Hindi, the applicant's own words as written", async () => {
    await draw(
      <ApplicantSelection>
        <ApplicantCard application={applicant} />
      </ApplicantSelection>,
      "hi",
    );
    const text = container.textContent ?? "";
    expect(text).toContain("आवेदन किया:");
    for (const word of ["ईमेल", "फ़ोन", "जगह", "अनुभव", "पोर्टफ़ोलियो", "कवर लेटर", "रिज़्यूमे", "नया", "निजी नोट"]) {
      expect(text).toContain(word);
    }
    expect(text).toContain("I build DeFi dashboards.");
    expect(text).toContain("(Meera Iyer का, PDF, नए टैब में खुलेगा)");
    expect(button("Meera Iyer को शॉर्टलिस्ट करें")?.textContent?.trim()).toBe("शॉर्टलिस्ट करें");
    expect(button("Meera Iyer को स्वीकार करें")?.textContent?.trim()).toBe("स्वीकार करें");
    expect(button("Meera Iyer को अस्वीकार करें")?.textContent?.trim()).toBe("अस्वीकार करें");
    expect(container.querySelector('input[aria-label="Meera Iyer को चुनें"]')).not.toBeNull();
    expect(container.querySelector('form[aria-label="Meera Iyer पर नोट"]')).not.toBeNull();

    await act(async () => button("Meera Iyer को अस्वीकार करें")!.click());
    expect(dialog()?.textContent).toContain("Meera Iyer को अस्वीकार करें?");
    expect(dialog()?.textContent).toContain("आगे नहीं बढ़ रहे हैं");
  });

  it("keeps the English words without a provider", async () => {
    await draw(
      <ApplicantSelection>
        <ApplicantCard application={applicant} />
      </ApplicantSelection>,
    );
    const text = container.textContent ?? "";
    expect(text).toContain("Applied 2 Mar 2026");
    expect(text).toContain("Cover letter");
    expect(text).toContain("Resume of Meera Iyer (PDF, opens in a new tab)");
    expect(button("Shortlist Meera Iyer")?.textContent?.trim()).toBe("Shortlist");
    expect(button("Accept Meera Iyer")).toBeDefined();
    expect(text).toContain("Save note on Meera Iyer");
  });
});

describe("rejecting several applicants in Hindi", () => {
  it("counts the selection and asks with a plural in Hindi", async () => {
    await draw(
      <ApplicantSelection>
        <BulkReject jobId="j1" />
        <ApplicantCard application={applicant} />
        <ApplicantCard application={{ ...applicant, id: "a2", name: "Arjun Rao" }} />
      </ApplicantSelection>,
      "hi",
    );
    expect(container.textContent).toContain("एक साथ कई आवेदन अस्वीकार करने के लिए लंबित आवेदकों को चुनें।");
    await act(async () => container.querySelector<HTMLInputElement>('input[aria-label="Meera Iyer को चुनें"]')!.click());
    expect(container.textContent).toContain("1 आवेदक चुना गया");
    await act(async () => container.querySelector<HTMLInputElement>('input[aria-label="Arjun Rao को चुनें"]')!.click());
    expect(container.textContent).toContain("2 आवेदक चुने गए");
    await act(async () => button("चुने गए अस्वीकार करें")!.click());
    expect(dialog()?.textContent).toContain("2 आवेदकों को अस्वीकार करें?");
    expect(dialog()?.textContent).toContain("2 में से हर आवेदक को एक बार ईमेल जाएगा");
    expect(dialog()?.textContent).toContain("आवेदकों के लिए मैसेज (वैकल्पिक)");
  });

  it("keeps the English count and question", async () => {
    await draw(
      <ApplicantSelection>
        <BulkReject jobId="j1" />
        <ApplicantCard application={applicant} />
      </ApplicantSelection>,
    );
    await act(async () => container.querySelector<HTMLInputElement>('input[aria-label="Select Meera Iyer"]')!.click());
    expect(container.textContent).toContain("1 applicant selected");
    await act(async () => button("Reject selected")!.click());
    expect(dialog()?.textContent).toContain("Reject 1 applicant?");
    expect(dialog()?.textContent).toContain("The applicant is emailed once that you are not going ahead");
  });
});

describe("the member's own applications and bids in Hindi", () => {
  it("cancels an application after a Hindi confirmation", async () => {
    await draw(<CancelApplicationButton id="a1" title="Solidity Engineer" />, "hi");
    const trigger = button("आवेदन रद्द करें: Solidity Engineer")!;
    expect(trigger.textContent?.trim()).toBe("रद्द करें");
    await act(async () => trigger.click());
    expect(dialog()?.textContent).toContain("यह आवेदन रद्द करें?");
    expect(dialog()?.textContent).toContain("\"Solidity Engineer\" के लिए आपका आवेदन वापस ले लिया जाएगा।");
    expect(button("रहने दें", dialog()!)).toBeDefined();
    await act(async () => button("आवेदन रद्द करें", dialog()!)!.click());
    expect(String(vi.mocked(fetch).mock.calls[0]![0])).toContain("/api/applications/a1/cancel");
  });

  it("withdraws a bid after a Hindi confirmation, and keeps the English", async () => {
    await draw(<WithdrawBidButton id="b1" gigTitle="Landing page" />, "hi");
    await act(async () => button("बोली वापस लें: Landing page")!.click());
    expect(dialog()?.textContent).toContain("यह बोली वापस लें?");
    expect(button("बोली वापस लें", dialog()!)).toBeDefined();
    act(() => root.unmount());
    root = createRoot(container);
    await draw(<WithdrawBidButton id="b1" gigTitle="Landing page" />);
    expect(button("Withdraw bid: Landing page")?.textContent?.trim()).toBe("Withdraw");
  });

  it("says the statuses in Hindi", async () => {
    await draw(
      <>
        <ApplicationStatusBadge status="closed" />|<BidStatusBadge status="withdrawn" />
      </>,
      "hi",
    );
    expect(container.textContent).toBe("नौकरी बंद|वापस ली गई");
    await draw(
      <>
        <ApplicationStatusBadge status="closed" />|<BidStatusBadge status="withdrawn" />
      </>,
    );
    expect(container.textContent).toBe("Job closed|Withdrawn");
  });

  it("asks the poster in Hindi before accepting a bid, counting the others", async () => {
    await draw(<BidDecisionButtons id="b1" bidder="Meera" others={3} />, "hi");
    await act(async () => button("Meera की बोली स्वीकार करें")!.click());
    expect(dialog()?.textContent).toContain("3 दूसरी बोलियाँ अस्वीकार होंगी");
    expect(dialog()?.textContent).toContain("Meera को ईमेल जाएगा कि उनकी बोली चुनी गई।");
  });
});
