// The Messages list and a thread's messages in Hindi: the roles, the unread count, the age and the links in the
// page's language (/hi/…); the member's own words stay as written.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessageList } from "@/components/conversations/message-list";
import { ThreadList } from "@/components/conversations/thread-list";
import type { ThreadListDto } from "@/lib/conversations/schema";
import { localizedPath } from "@/lib/i18n/locales";

// next-intl's navigation does not load under Vitest: a Link that prefixes the page's language as it does.
const page = vi.hoisted(() => ({ locale: "en" }));
vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: { href: string } & Record<string, unknown>) => (
    <a href={localizedPath(page.locale, href)} {...props} />
  ),
}));

/** The markup of `element` in `locale` (a server component's useTranslations reads the provider here). */
async function draw(locale: "en" | "hi", element: ReactElement) {
  page.locale = locale;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={await getMessages({ locale })}>
      {element}
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  page.locale = "en";
});

const list: ThreadListDto = {
  threads: [
    {
      id: "t1",
      subject: "Solidity Engineer at ChainWorks",
      kind: "application",
      with: { id: "u2", name: "Meera R.", side: "poster", role: "Poster" },
      lastMessageAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      preview: { text: "Can we talk on Monday?", mine: true },
      unread: 2,
    },
  ],
  next: "cursor1",
};

describe("the Messages list", () => {
  it("reads in Hindi", async () => {
    const html = await draw("hi", <ThreadList list={list} firstPage />);
    expect(html).toContain("Meera R. · पोस्टर");
    expect(html).toContain("2 बिना पढ़े");
    expect(html).toContain("आप: ");
    expect(html).toContain("Can we talk on Monday?");
    expect(html).toContain("पुरानी बातचीत");
    expect(html).toContain('href="/hi/dashboard/messages/t1"');
    expect(html).toContain("5 मिनट");
  });

  it("keeps its English", async () => {
    const html = await draw("en", <ThreadList list={list} firstPage />);
    expect(html).toContain("Meera R. · Poster");
    expect(html).toContain("2 unread");
    expect(html).toContain("5 min ago");
    expect(html).toContain("Older conversations");
  });

  it("says a thread's messages in Hindi, a gone account as a former member", async () => {
    const messages = [
      {
        id: "m1",
        body: "Hello",
        createdAt: "2026-03-03T10:00:00Z",
        sender: { id: null, name: "A former member" },
        mine: false,
      },
    ];
    const html = await draw("hi", <MessageList messages={messages} earlierHref={null} latestHref="/x" />);
    expect(html).toContain("एक पूर्व मेंबर");
    expect(html).toContain('aria-label="मैसेज, सबसे पुराने पहले"');
    expect(html).toContain('<a href="/hi/x"');
  });
});
