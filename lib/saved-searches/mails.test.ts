// A digest's foot: the unsubscribe and manage addresses are short link texts in the HTML (a bare URL overflows a
// 390 px screen), and full addresses on lines of their own in the plain text.
import { describe, expect, it } from "vitest";
import { digestMail } from "@/lib/saved-searches/mails";
import { unsubscribeLinks } from "@/lib/saved-searches/unsubscribe-token";
import { siteUrl } from "@/lib/site/config";

const mail = () =>
  digestMail({
    search: {
      id: "cm0search0000000000000001",
      name: "Remote internships",
      description: "Remote internships in India",
      href: "/jobs?type=Internship&mode=remote",
    },
    to: { email: "member@example.com", firstName: "Asha" },
    matches: [{ id: "j1", title: "Circuits intern", note: "Provelabs · Remote", url: siteUrl("/job/j1") }],
  });

describe("digestMail", () => {
  it("links unsubscribe and manage with short texts in the HTML, never a bare address", () => {
    const { html } = mail();
    const { page } = unsubscribeLinks("cm0search0000000000000001");
    expect(html).toContain(`<a href="${page}"`);
    expect(html).toMatch(/>Unsubscribe from this alert<\/a>/);
    expect(html).toContain(`<a href="${siteUrl("/dashboard/saved-searches")}"`);
    expect(html).toMatch(/>Manage your alerts<\/a>/);
    // Outside the links' href attributes no unsubscribe or dashboard address is written out.
    expect(html.replace(/href="[^"]*"/g, "")).not.toMatch(/\/(unsubscribe|dashboard\/saved-searches)/);
  });

  it("keeps each address readable on a line of its own in the plain text", () => {
    const lines = mail().text.split("\n");
    const { page } = unsubscribeLinks("cm0search0000000000000001");
    expect(lines).toContain(`Unsubscribe from this alert: ${page}`);
    expect(lines).toContain(`Manage your alerts: ${siteUrl("/dashboard/saved-searches")}`);
  });
});
