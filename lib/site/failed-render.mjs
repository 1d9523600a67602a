// The mark a page rendered on its first visit carries when one of its reads failed (lib/site/page-read.ts): the page
// shows its error state to that visitor, and the page cache (lib/site/page-cache.mjs) does not keep it, so the next
// visit renders it again. Plain JS: the page cache reads it outside the app's bundle.

/** The attribute of the (hidden) element that marks such a page. */
export const FAILED_RENDER_MARK = "data-failed-render";

/** The element as React writes it (a listing's text cannot write a `<`: it is escaped). */
const markup = `<div hidden="" ${FAILED_RENDER_MARK}="">`;

/**
 * Whether a cached page's HTML carries the mark.
 * @param {string} html
 */
export const isFailedRender = (html) => html.includes(markup);
