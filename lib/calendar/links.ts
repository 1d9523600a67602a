// The addresses of a member's calendar feed: the https one (Copy), webcal:// (Apple Calendar and most desktop
// apps subscribe on opening it) and Google Calendar's "add by URL" page. No server code: the card uses it too.

export type FeedLinks = { feedUrl: string; webcalUrl: string; googleUrl: string };

export function feedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

export function feedLinks(siteUrl: string, token: string): FeedLinks {
  const feedUrl = new URL(feedPath(token), siteUrl).toString();
  const webcalUrl = feedUrl.replace(/^https?:/, "webcal:");
  return {
    feedUrl,
    webcalUrl,
    googleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`,
  };
}
