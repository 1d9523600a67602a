// Path segments whose percent-escapes do not decode (decodeURIComponent throws, as Next's router does on a
// dynamic segment): the ones the probe sent, and fast-check arbitraries for the kinds of fault.
import fc from "fast-check";

/** The probe's six: an overlong lead byte, a lone `%`, two invalid bytes, a cut escape, a surrogate, `%u`. */
export const probeSegments = ["%C0", "%", "%FF%FE", "%E0%A4%A", "%ED%A0%80", "%uD800"] as const;

const hexDigits = "0123456789abcdefABCDEF";
const hexOf = (byte: number, lower: boolean) => {
  const hex = byte.toString(16).padStart(2, "0");
  return `%${lower ? hex : hex.toUpperCase()}`;
};
const bytes = (list: number[]) => fc.boolean().map((lower) => list.map((b) => hexOf(b, lower)).join(""));
const byteIn = (min: number, max: number) => fc.integer({ min, max });
const continuation = byteIn(0x80, 0xbf);
/** A character that cannot continue an escape (not a hex digit, not `/`). */
const notHex = fc.constantFrom("", "g", "G", "z", "-", "_", ".", "~", "%", "%%");

/** One fault each; `bytes` lists the UTF-8 bytes (percent-encoded) that do not form a character. */
const fault = fc.oneof(
  // A lone `%`, or `%` with one hex digit, then something that is not a second one (or the end).
  notHex.map((after) => `%${after}`),
  fc.tuple(fc.constantFrom(...hexDigits), notHex).map(([d, after]) => `%${d}${after}`),
  // A continuation byte with no lead; a byte that never occurs in UTF-8.
  continuation.chain((b) => bytes([b])),
  byteIn(0xf5, 0xff).chain((b) => bytes([b])),
  // A lead byte cut short (no, or too few, continuation bytes).
  byteIn(0xc2, 0xdf).chain((b) => bytes([b])),
  fc.tuple(byteIn(0xe1, 0xef), continuation).chain(([a, b]) => bytes([a, b])),
  fc.tuple(byteIn(0xf1, 0xf3), continuation, continuation).chain(([a, b, c]) => bytes([a, b, c])),
  // Overlong encodings: two bytes for ASCII, three for what fits in two, four for what fits in three.
  fc.tuple(byteIn(0xc0, 0xc1), continuation).chain(([a, b]) => bytes([a, b])),
  fc.tuple(byteIn(0x80, 0x9f), continuation).chain(([b, c]) => bytes([0xe0, b, c])),
  fc.tuple(byteIn(0x80, 0x8f), continuation, continuation).chain(([b, c, d]) => bytes([0xf0, b, c, d])),
  // UTF-16 surrogates (U+D800–U+DFFF) encoded in UTF-8, and code points past U+10FFFF.
  fc.tuple(byteIn(0xa0, 0xbf), continuation).chain(([b, c]) => bytes([0xed, b, c])),
  fc.tuple(byteIn(0x90, 0xbf), continuation, continuation).chain(([b, c, d]) => bytes([0xf4, b, c, d])),
  // JavaScript's old %uXXXX escape.
  fc.integer({ min: 0, max: 0xffff }).map((n) => `%u${n.toString(16).padStart(4, "0")}`),
);

/**
 * What may stand around a fault: plain characters and escapes that do decode. No hex digit, which would complete
 * a lone `%` or `%` + one digit before it, and no continuation byte, which would complete a cut sequence.
 */
const clean = fc
  .array(
    fc.oneof(fc.constantFrom("q", "Z", "-", "_", ".", "~"), fc.constantFrom("%41", "%20", "%E2%82%AC")),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(""));

/** A path segment (no `/`) with at least one escape that does not decode. */
export const malformedSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...probeSegments) },
  { weight: 6, arbitrary: fc.tuple(clean, fault, clean).map(([a, f, b]) => `${a}${f}${b}`) },
);

/** True when decodeURIComponent refuses `segment` (the arbitraries are checked against it). */
export function refusesToDecode(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}
