// RSS 2.0 documents (https://www.rssboard.org/rss-specification) with the Atom self link feed readers expect.
import { escapeXml } from "@/lib/seo/xml";

export type RssItem = {
  title: string;
  /** Absolute URL of the item's page; also its permanent guid. */
  link: string;
  description: string;
  pubDate: Date;
  categories?: string[];
};

export type RssChannel = {
  title: string;
  /** Absolute URL of the page the feed mirrors (e.g. /jobs). */
  link: string;
  /** Absolute URL of the feed itself (<atom:link rel="self">). */
  selfUrl: string;
  description: string;
  items: RssItem[];
  /** When the channel last changed; defaults to the newest item's date. */
  lastBuildDate?: Date;
  /** The feed's language tag ("hi-IN"); en-IN by default. */
  language?: string;
};

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function itemXml(item: RssItem): string {
  return [
    "    <item>",
    `      ${element("title", item.title)}`,
    `      ${element("link", item.link)}`,
    `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    `      ${element("description", item.description)}`,
    `      ${element("pubDate", item.pubDate.toUTCString())}`,
    ...(item.categories ?? []).filter(Boolean).map((c) => `      ${element("category", c)}`),
    "    </item>",
  ].join("\n");
}

/** The whole feed as an XML document (UTF-8). Dates are RFC 822 (`toUTCString`, "GMT"). */
export function rssFeed(channel: RssChannel): string {
  const built = channel.lastBuildDate ?? channel.items[0]?.pubDate ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    ${element("title", channel.title)}`,
    `    ${element("link", channel.link)}`,
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    `    ${element("description", channel.description)}`,
    `    ${element("language", channel.language ?? "en-IN")}`,
    `    ${element("lastBuildDate", built.toUTCString())}`,
    ...channel.items.map(itemXml),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
