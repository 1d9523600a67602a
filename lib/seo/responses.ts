// Answers of the feed and calendar routes (documents, not the /api JSON contract).

/** A text document of `contentType` (RSS, iCalendar), with any extra headers. */
export function documentResponse(body: string, contentType: string, headers: Record<string, string> = {}) {
  return new Response(body, { headers: { "Content-Type": contentType, ...headers } });
}

/** The database could not be read: try again shortly (as the pages answer, with Retry-After: 30). */
export function unavailableResponse() {
  return new Response("Temporarily unavailable. Please try again shortly.\n", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "30",
      "Cache-Control": "no-store",
    },
  });
}
