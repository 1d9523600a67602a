"use client";

// /developers's groups and calls, drawn as one escaped string like the rest of the reference (api-reference.tsx says
// why), but by a client component: its props, the calls' names (about 7 kB), are all the RSC payload carries. A
// server component's string would be there again, escaped twice (every < as \u003c, every " as \\\"): 33 kB more on
// a page whose HTML is its speed. The server's HTML has the markup once; the browser builds the same string from the
// same props to hydrate the one element. The links are plain anchors: a next/link would prefetch every group's page.
import { methodTone, operationId } from "@/components/developers/methods";
import { badgeClassName } from "@/components/ui/badge";
import { cardClassName } from "@/components/ui/card";
import { slug } from "@/lib/openapi/slug";
import { escapeXml as text } from "@/lib/seo/xml";

/** A group as the overview shows it: each call as "POST /api/gigs/{id}/bids". */
export type OverviewGroup = { name: string; description: string; calls: string[] };

function groupCard(base: string, { name, description, calls }: OverviewGroup): string {
  const id = slug(name);
  const page = `${base}/${id}`;
  const links = calls.map((call) => {
    const [method = "", path = ""] = call.split(" ");
    const tone = methodTone[method.toLowerCase()] ?? "neutral";
    return (
      `<li><a href="${text(`${page}#${operationId(method.toLowerCase(), path)}`)}">` +
      `<span class="${badgeClassName(tone)}">${text(method)}</span> ${text(path)}</a></li>`
    );
  });
  return (
    `<section id="${id}" class="${cardClassName("scroll-mt-28 p-5")}" aria-labelledby="${id}-title">` +
    `<h2 id="${id}-title" class="text-xl font-bold tracking-tight">` +
    `<a href="${text(page)}" class="hover:text-[#c4b5fd]">${text(name)}</a></h2>` +
    `<p class="mt-1 text-sm text-muted">${text(description)}</p><ul class="api-ops">${links.join("")}</ul></section>`
  );
}

/** Every group as a card: its name linking its page (`base`/slug), what it is for, and a link to each call's card. */
export function ApiOverviewCards({ base, groups }: { base: string; groups: OverviewGroup[] }) {
  const html = groups.map((group) => groupCard(base, group)).join("");
  return <div className="grid items-start gap-4 lg:grid-cols-2" dangerouslySetInnerHTML={{ __html: html }} />;
}
