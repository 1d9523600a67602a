// A message is text, never HTML: what a member typed is shown as typed (markup escaped), and only http(s)
// addresses become links, marked rel="nofollow ugc noopener" and opened in a new tab.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageText } from "@/components/conversations/message-text";
import { linkParts } from "@/lib/conversations/links";

describe("linkParts", () => {
  it("splits text and web addresses, leaving a sentence's last dot out of the link", () => {
    expect(linkParts("See https://example.com/a?b=1. Then (https://x.dev/y) ok")).toEqual([
      { text: "See " },
      { text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { text: ". Then (" },
      { text: "https://x.dev/y", href: "https://x.dev/y" },
      { text: ") ok" },
    ]);
  });

  it("never links another scheme, and keeps plain text whole", () => {
    expect(linkParts("javascript:alert(1) data:text/html,x www.example.com")).toEqual([
      { text: "javascript:alert(1) data:text/html,x www.example.com" },
    ]);
    expect(linkParts("")).toEqual([]);
  });
});

describe("MessageText", () => {
  it("escapes markup and links addresses safely", () => {
    const html = renderToStaticMarkup(
      <MessageText body={'<script>alert(1)</script><img src=x onerror="y"> https://example.com/"q'} />,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('rel="nofollow ugc noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });
});
