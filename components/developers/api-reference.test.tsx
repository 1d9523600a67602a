// The API reference is one string of markup (components/developers/api-reference.tsx): every value from the
// document is escaped, and each call is an article named by its heading, under its group's section.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiReference } from "@/components/developers/api-reference";
import type { OpenApiDocument } from "@/lib/openapi/document";

const doc = {
  tags: [{ name: "Gigs", description: 'Freelance <b>work</b> & "bids"' }],
  paths: {
    "/api/gigs/{id}/bids": {
      post: {
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
      },
    },
  },
} as unknown as OpenApiDocument;

describe("ApiReference", () => {
  const html = renderToStaticMarkup(<ApiReference doc={doc} />);

  it("escapes every value the document gives it", () => {
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("Bid on a gig &lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Freelance &lt;b&gt;work&lt;/b&gt; &amp; &quot;bids&quot;");
    expect(html).toContain("note&quot;&gt;&lt;script&gt;");
  });

  it("draws each call as an article named by its heading, in its group's section, linked from the groups", () => {
    expect(html).toContain('<a href="#gigs"');
    expect(html).toMatch(
      /<section id="gigs" class="scroll-mt-28" aria-labelledby="gigs-title"><h2 id="gigs-title"/,
    );
    const id = "post--api-gigs-id-bids";
    expect(html).toContain(`role="article" aria-labelledby="${id}"><h3 id="${id}" class="api-op-title">`);
    expect(html).toMatch(
      /<span class="badge [^"]*font-mono">POST<\/span><code class="api-path">\/api\/gigs\/\{id\}\/bids/,
    );
    expect(html).toContain('<code class="api-code">{id}</code><span class="api-required">');
    expect(html).toContain('<code class="api-code">durationDays</code><span class="api-required">');
    expect(html).toContain("A signed-in member (401 otherwise). ");
  });
});
