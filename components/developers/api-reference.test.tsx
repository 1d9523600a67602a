// The API reference is strings of markup (components/developers/api-reference.tsx): an overview linking every group
// and call, and a page per group with its calls' cards. Every value from the document is escaped; each call is an
// article named by its heading, whose id the overview links.
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiGroup, ApiOverview } from "@/components/developers/api-reference";
import hindi from "@/lib/i18n/messages/hi.json";
import type { OpenApiDocument } from "@/lib/openapi/document";

const bid = {
  summary: "Bid on a gig <img src=x onerror=alert(1)>",
  description: "A signed-in member (401 otherwise).",
  tags: ["Gigs"],
  parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
  requestBody: {
    content: {
      "application/json": {
        schema: {
          type: "object",
          properties: {
            durationDays: { type: "integer", minimum: 1 },
            'note"><script>': { type: "string" },
          },
          required: ["durationDays"],
        },
      },
    },
  },
  responses: { "201": { content: { "application/json": {} } } },
};
const list = (tag: string, summary: string) => ({
  summary,
  description: "Anyone.",
  tags: [tag],
  parameters: [],
  responses: { "200": { content: { "application/json": {} } } },
});

const doc = {
  tags: [
    { name: "Gigs", description: 'Freelance <b>work</b> & "bids"' },
    { name: "Saved searches", description: "A member's saved searches." },
  ],
  paths: {
    "/api/gigs": { get: list("Gigs", "List gigs") },
    "/api/gigs/{id}/bids": { post: bid },
    "/api/saved-searches": { get: list("Saved searches", "List saved searches") },
    '/api/x"><script>': { get: list("Gigs", "Odd path") },
  },
} as unknown as OpenApiDocument;
const gigs = doc.tags[0]!;

const inHindi = (element: ReactElement) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="hi" messages={hindi}>
      {element}
    </NextIntlClientProvider>,
  );

function expectEscaped(html: string) {
  expect(html).not.toContain("<script>");
  expect(html).not.toContain("<img");
  expect(html).not.toContain("<b>");
  expect(html).toContain("Freelance &lt;b&gt;work&lt;/b&gt; &amp; &quot;bids&quot;");
  expect(html).toContain("/api/x&quot;&gt;&lt;script&gt;");
}

describe("ApiOverview", () => {
  const html = renderToStaticMarkup(<ApiOverview doc={doc} />);

  it("escapes every value the document gives it", () => expectEscaped(html));

  it("draws each group as a card: its name linking its page, then a link to each of its calls' cards", () => {
    expect(html).toMatch(/<section id="gigs" class="[^"]*" aria-labelledby="gigs-title"><h2 id="gigs-title"/);
    expect(html).toContain('<a href="/developers/gigs" class="hover:text-[#c4b5fd]">Gigs</a></h2>');
    expect(html).toContain(
      '<a href="/developers/saved-searches" class="hover:text-[#c4b5fd]">Saved searches</a>',
    );
    expect(html).toMatch(
      /<li><a href="\/developers\/gigs#post--api-gigs-id-bids"><span class="badge badge-primary">POST<\/span> \/api\/gigs\/\{id\}\/bids<\/a><\/li>/,
    );
    // Each call under its own group, in the document's order.
    const gigsCard = html.slice(html.indexOf('id="gigs"'), html.indexOf('id="saved-searches"'));
    expect(gigsCard.indexOf("#get--api-gigs")).toBeLessThan(gigsCard.indexOf("#post--api-gigs-id-bids"));
    expect(gigsCard).not.toContain("/api/saved-searches");
    expect(html).toContain('href="/developers/saved-searches#get--api-saved-searches"');
  });

  it("stays light: no call's fields or cards", () => {
    expect(html).not.toContain('role="article"');
    expect(html).not.toContain("durationDays");
    expect(html).not.toContain("Bid on a gig");
  });

  it("links the language's pages", () => {
    const hi = inHindi(<ApiOverview doc={doc} />);
    expect(hi).toContain('<a href="/hi/developers/gigs" class=');
    expect(hi).toContain('href="/hi/developers/gigs#post--api-gigs-id-bids"');
  });
});

describe("ApiGroup", () => {
  const html = renderToStaticMarkup(<ApiGroup doc={doc} group={gigs} />);

  it("escapes every value the document gives it", () => {
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("Bid on a gig &lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("note&quot;&gt;&lt;script&gt;");
    expect(html).toContain('id="get--api-x-script-"');
  });

  it("links back to every group, and names the groups' pages with this one current", () => {
    expect(html).toMatch(
      /<a href="\/developers" class="[^"]*"><span aria-hidden="true">← <\/span>All API groups<\/a>/,
    );
    expect(html).toContain('<nav aria-label="API groups"');
    expect(html).toContain('<a href="/developers/gigs" class="api-group-link" aria-current="page">Gigs</a>');
    expect(html).toContain('<a href="/developers/saved-searches" class="api-group-link">Saved searches</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it("draws each of its calls, and only those, as an article named by its heading", () => {
    const id = "post--api-gigs-id-bids";
    expect(html).toContain(`role="article" aria-labelledby="${id}"><h2 id="${id}" class="api-op-title">`);
    expect(html).toMatch(
      /<span class="badge [^"]*font-mono">POST<\/span><code class="api-path">\/api\/gigs\/\{id\}\/bids/,
    );
    expect(html).toContain('<code class="api-code">{id}</code><span class="api-required">');
    expect(html).toContain('<code class="api-code">durationDays</code><span class="api-required">');
    expect(html).toContain("A signed-in member (401 otherwise). Answers 201.");
    expect(html.match(/role="article"/g)).toHaveLength(3);
    expect(html).not.toContain("List saved searches");
  });

  it("in Hindi: its words and links in the language", () => {
    const hi = inHindi(<ApiGroup doc={doc} group={gigs} />);
    expect(hi).toContain('<a href="/hi/developers" class=');
    expect(hi).toContain("सभी API समूह");
    expect(hi).toContain('<a href="/hi/developers/saved-searches" class="api-group-link">');
    expect(hi).toContain("जवाब: 201।");
  });
});
