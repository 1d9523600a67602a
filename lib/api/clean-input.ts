// Every input the API reads passes here before its schema: PostgreSQL text cannot hold U+0000, so NUL bytes
// are taken out of every string; a lone UTF-16 surrogate (half of a pair, "\uD83D" in JSON), which jsonb refuses
// and UTF-8 cannot encode, becomes U+FFFD, as a UTF-8 decoder writes any broken sequence; nesting and list sizes
// are bounded before anything walks the value.
import { ApiError } from "@/lib/errors";

export const MAX_INPUT_DEPTH = 32;
export const MAX_INPUT_ITEMS = 1000;

/** A text as the database can store it: without NUL bytes, and well-formed (no lone surrogate). */
export function cleanText(text: string): string {
  const withoutNul = text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
  return withoutNul.isWellFormed() ? withoutNul : withoutNul.toWellFormed();
}

/**
 * The value with its strings and keys cleaned (cleanText). Walks with its own stack (never recursion), so a
 * hostile depth cannot overflow it: deeper than MAX_INPUT_DEPTH, or an array or object of more than
 * MAX_INPUT_ITEMS entries, is a 400 before any schema runs.
 */
export function cleanInput(value: unknown): unknown {
  const root = { value };
  const stack: { holder: Record<string, unknown> | unknown[]; key: string | number; depth: number }[] = [
    { holder: root as unknown as Record<string, unknown>, key: "value", depth: 0 },
  ];
  while (stack.length) {
    const { holder, key, depth } = stack.pop()!;
    const current = (holder as Record<string | number, unknown>)[key];
    if (typeof current === "string") {
      (holder as Record<string | number, unknown>)[key] = cleanText(current);
      continue;
    }
    if (!current || typeof current !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) throw new ApiError("bad_request", "The request body is nested too deeply.");
    if (Array.isArray(current)) {
      if (current.length > MAX_INPUT_ITEMS)
        throw new ApiError("bad_request", "A list in the request is too long.");
      current.forEach((_, index) => stack.push({ holder: current, key: index, depth: depth + 1 }));
      continue;
    }
    if (Object.getPrototypeOf(current) !== Object.prototype) continue; // files, byte arrays: left as they are
    const entries = Object.entries(current);
    if (entries.length > MAX_INPUT_ITEMS)
      throw new ApiError("bad_request", "The request has too many fields.");
    const copy: Record<string, unknown> = {};
    for (const [name, item] of entries) copy[cleanText(name)] = item;
    (holder as Record<string | number, unknown>)[key] = copy;
    for (const name of Object.keys(copy)) stack.push({ holder: copy, key: name, depth: depth + 1 });
  }
  return root.value;
}
