import { describe, expect, it } from "vitest";
import { rssFeed } from "@/lib/seo/rss";
import { escapeXml } from "@/lib/seo/xml";

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
  it("removes characters XML 1.0 forbids, keeping tabs and line breaks", () => {
    expect(escapeXml("a\u0000b\u0008c\td\ne\uFFFF")).toBe("abc\td\ne");
  });
});

describe("rssFeed", () => {
  const xml = rssFeed({
    title: "Jobs & internships",
    link: "https://buildershub.example/jobs",
    selfUrl: "https://buildershub.example/jobs/feed.xml",
    description: "Open roles",
    items: [
      {
        title: "Solidity <Engineer> at R&D Labs",
        link: "https://buildershub.example/job/abc",
        description: "Build </description><script>alert(1)</script> vaults",
        pubDate: new Date("2026-11-20T10:00:00Z"),
        categories: ["Full-time", ""],
      },
    ],
  });

  it("is an RSS 2.0 document with the Atom self link", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain(
      '<atom:link href="https://buildershub.example/jobs/feed.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<title>Jobs &amp; internships</title>");
    expect(xml).toContain("<lastBuildDate>Fri, 20 Nov 2026 10:00:00 GMT</lastBuildDate>");
  });

  it("escapes every item's text, so no value can open or close an element", () => {
    expect(xml).toContain("<title>Solidity &lt;Engineer&gt; at R&amp;D Labs</title>");
    expect(xml).toContain(
      "<description>Build &lt;/description&gt;&lt;script&gt;alert(1)&lt;/script&gt; vaults</description>",
    );
    expect(xml).not.toContain("<script>");
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml).toContain('<guid isPermaLink="true">https://buildershub.example/job/abc</guid>');
    expect(xml).toContain("<pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate>");
    expect(xml.match(/<category>/g)).toHaveLength(1);
  });
});
