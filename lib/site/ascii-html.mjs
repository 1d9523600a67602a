// A cached page's HTML with every character above U+007F written as an escape, so the page is plain ASCII.
//
// Why: Node copies an ASCII string to a socket as it is, but re-encodes any other string to UTF-8 on every
// response, and a string holding one character above U+00FF (a ₹ in a salary, an ellipsis, a name in
// Devanagari) is stored two bytes a character besides. Next serves a cached page as that string: one ₹ made
// /events cost 3,000 µs of CPU a request instead of under 900 (bench/README.md). The escapes mean the same
// document:
// - in markup (text and attribute values) a character reference, `&#8377;`;
// - inside <script> (the page's RSC payload, JSON-LD: both JSON strings) a `\u20b9` escape per UTF-16 unit;
// - inside <style> a CSS escape, `\20b9 `.
// <noscript> needs nothing of its own: parsed as markup where it shows, raw text (unseen) where it does not.

const RAW_TEXT = /(<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>)/gi;
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu;
const NON_ASCII_UNITS = /[^\x00-\x7f]/g;

/** @param {string} html */
export function toAsciiHtml(html) {
  if (!NON_ASCII.test(html)) return html;
  const escaped = html
    .split(RAW_TEXT)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(NON_ASCII_CODE_POINTS, (c) => `&#${c.codePointAt(0)};`);
      if (/^<style/i.test(part))
        return part.replace(NON_ASCII_CODE_POINTS, (c) => `\\${c.codePointAt(0).toString(16)} `);
      return part.replace(NON_ASCII_UNITS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    })
    .join("");
  // Pieces cut from a two-byte string stay two-byte in V8 whatever they hold: a round trip through a Latin-1
  // buffer gives the one-byte string that is copied as it is.
  return Buffer.from(escaped, "latin1").toString("latin1");
}
