// A digest's foot: the unsubscribe and manage addresses are short link texts in the HTML (a bare URL overflows a
// 390 px screen), and full addresses on lines of their own in the plain text.
import { describe, expect, it } from "vitest";
import { digestMail } from "@/lib/saved-searches/mails";
import { unsubscribeLinks } from "@/lib/saved-searches/unsubscribe-token";
import { siteUrl } from "@/lib/site/config";

const mail = (locale?: string) =>
  digestMail({
    search: {
      id: "cm0search0000000000000001",
      name: "Remote internships",
      description: "Remote internships in India",
      href: "/jobs?type=Internship&mode=remote",
    },
    to: { email: "member@example.com", firstName: "Asha", locale },
    matches: [{ id: "j1", title: "Circuits intern", note: "Provelabs · Remote", url: siteUrl("/job/j1") }],
  });

describe("digestMail", () => {
  it("links unsubscribe and manage with short texts in the HTML, never a bare address", async () => {
    const { html } = await mail();
    const { page } = unsubscribeLinks("cm0search0000000000000001");
    expect(html).toContain(`<a href="${page}"`);
    expect(html).toMatch(/>Unsubscribe from this alert<\/a>/);
    expect(html).toContain(`<a href="${siteUrl("/dashboard/saved-searches")}"`);
    expect(html).toMatch(/>Manage your alerts<\/a>/);
    // Outside the links' href attributes no unsubscribe or dashboard address is written out.
    expect(html.replace(/href="[^"]*"/g, "")).not.toMatch(/\/(unsubscribe|dashboard\/saved-searches)/);
  });

  it("keeps each address readable on a line of its own in the plain text", async () => {
    const lines = (await mail()).text.split("\n");
    const { page } = unsubscribeLinks("cm0search0000000000000001");
    expect(lines).toContain(`Unsubscribe from this alert: ${page}`);
    expect(lines).toContain(`Manage your alerts: ${siteUrl("/dashboard/saved-searches")}`);
  });

  it("writes the English alert as before", async () => {
    const m = await mail();
    expect(m.subject).toBe("1 new listing for “Remote internships”");
    expect(m.text.split("\n").slice(0, 5)).toEqual([
      "1 new listing for “Remote internships”",
      "",
      "Hi Asha,",
      "",
      "New since our last message, for your saved search: Remote internships in India.",
    ]);
    expect(m.text).toContain(`See the whole search: ${siteUrl("/jobs?type=Internship&mode=remote")}`);
  });

  it("writes a Hindi member's alert in Hindi, its links to the Hindi site", async () => {
    const m = await mail("hi");
    expect(m.subject).toBe("“Remote internships” के लिए 1 नई लिस्टिंग");
    expect(m.text).toContain("नमस्ते Asha,");
    expect(m.text).toContain(`- Circuits intern (Provelabs · Remote): ${siteUrl("/hi/job/j1")}`);
    expect(m.text).toContain(`पूरी खोज देखें: ${siteUrl("/hi/jobs?type=Internship&mode=remote")}`);
    expect(m.text).toContain(`अपने अलर्ट मैनेज करें: ${siteUrl("/hi/dashboard/saved-searches")}`);
    // The one-click address is the API's, in no language.
    expect(m.headers?.["List-Unsubscribe"]).not.toContain("/hi/");
  });
});
