// The pseudo-locale: every English message accented and lengthened, its placeholders and ICU syntax untouched, so a
// page rendered in it shows at once any text that did not come from the catalog (tests/i18n-pseudo.e2e).
const accents: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  c: "ç",
  n: "ñ",
  y: "ý",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
  C: "Ç",
  N: "Ñ",
};

type Messages = { [key: string]: string | Messages };

/** One message: letters outside `{…}` accented, wrapped in ⟦ ⟧ and lengthened by a third. */
export function pseudoMessage(message: string): string {
  let depth = 0;
  let inTag = false;
  let out = "";
  for (const char of message) {
    if (char === "{") depth += 1;
    if (char === "}") depth -= 1;
    if (char === "<") inTag = true;
    // Inside an argument only the plural/select branches' text ({n, plural, one {…}}) is text: depth ≥ 2; a rich
    // text tag's name (<link>…</link>) stays as it is.
    out += !inTag && (depth === 0 || depth >= 2) ? (accents[char] ?? char) : char;
    if (char === ">") inTag = false;
  }
  const pad = "·".repeat(Math.ceil(message.length / 3));
  return `⟦${out}${pad}⟧`;
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? pseudoMessage(value) : pseudoMessages(value),
    ]),
  );
}
