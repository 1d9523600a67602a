// The pseudo-locale: every English message accented and lengthened, its placeholders and ICU syntax untouched, so a
// page rendered in it shows at once any text that did not come from the catalog (e2e/visitor/pseudo-locale.spec.ts).
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

/**
 * Accents the text of `message` from `start`, copying its ICU syntax as it is: an argument ({name}, {n, number}),
 * a plural or select whose branches' text is accented in turn, a rich-text tag's name (<link>…</link>). Returns
 * the text and where it stopped (the `}` closing a branch, or the end).
 */
function accentFrom(message: string, start: number): [string, number] {
  let out = "";
  let i = start;
  while (i < message.length) {
    const char = message[i]!;
    if (char === "}") return [out, i];
    if (char === "<") {
      const end = message.indexOf(">", i);
      const stop = end === -1 ? message.length : end + 1;
      out += message.slice(i, stop);
      i = stop;
    } else if (char === "{") {
      const [argument, next] = copyArgument(message, i);
      out += argument;
      i = next;
    } else {
      out += accents[char] ?? char;
      i += 1;
    }
  }
  return [out, i];
}

/** An argument starting at `start` ("{"), its plural or select branches' text accented; and where it ends. */
function copyArgument(message: string, start: number): [string, number] {
  const header = /^\{\s*([^,}]+?)\s*(?:,\s*(\w+)\s*)?(,|\})/.exec(message.slice(start));
  if (!header) return [message[start]!, start + 1];
  const kind = header[2];
  let i = start + header[0].length;
  let out = header[0];
  if (header[3] === "}") return [out, i];
  if (kind !== "plural" && kind !== "select" && kind !== "selectordinal") {
    // A style ({n, number, ::currency/INR}): copied to its closing brace.
    const end = message.indexOf("}", i);
    return [message.slice(start, end + 1), end + 1];
  }
  // Branches: `selector {text}` pairs (an offset:n may come first) up to the argument's closing brace.
  while (i < message.length && message[i] !== "}") {
    const open = message.indexOf("{", i);
    if (open === -1) break;
    out += message.slice(i, open + 1);
    const [text, close] = accentFrom(message, open + 1);
    out += `${text}}`;
    i = close + 1;
    const gap = /^\s*/.exec(message.slice(i))![0];
    out += gap;
    i += gap.length;
  }
  return [`${out}}`, i + 1];
}

/** One message: its text accented, wrapped in ⟦ ⟧ and lengthened by a third. */
export function pseudoMessage(message: string): string {
  const [text] = accentFrom(message, 0);
  return `⟦${text}${"·".repeat(Math.ceil(message.length / 3))}⟧`;
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? pseudoMessage(value) : pseudoMessages(value),
    ]),
  );
}
