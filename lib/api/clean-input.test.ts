import { describe, expect, it } from "vitest";
import { cleanInput, cleanText, MAX_INPUT_DEPTH, MAX_INPUT_ITEMS } from "@/lib/api/clean-input";
import { ApiError } from "@/lib/errors";

const nested = (depth: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe("cleanInput: what every JSON body, form and query passes before its schema", () => {
  it("takes NUL bytes out of every string and key, at any depth", () => {
    expect(cleanInput({ "na\u0000me": "As\u0000ha", list: ["a\u0000", { deep: "\u0000x" }] })).toEqual({
      name: "Asha",
      list: ["a", { deep: "x" }],
    });
    expect(cleanInput("\u0000")).toBe("");
  });

  it("turns a lone UTF-16 surrogate into U+FFFD in every string and key, and keeps whole pairs", () => {
    expect(
      cleanInput({
        "k\uD800": "a\uDC00b",
        list: ["\uD83D", { deep: "x\uDBFF\u0000" }],
        pair: "\uD83D\uDE00",
      }),
    ).toEqual({
      "k\uFFFD": "a\uFFFDb",
      list: ["\uFFFD", { deep: "x\uFFFD" }],
      pair: "\uD83D\uDE00",
    });
    expect(cleanText("\uDE00\uD83D")).toBe("\uFFFD\uFFFD");
    expect(cleanText("plain")).toBe("plain");
  });

  it("leaves numbers, booleans, null and byte arrays as they are", () => {
    const bytes = new Uint8Array([0, 1]);
    expect(cleanInput({ n: 1, b: true, z: null, bytes })).toEqual({ n: 1, b: true, z: null, bytes });
  });

  it(`accepts ${MAX_INPUT_DEPTH} levels and refuses deeper with a 400, without overflowing the stack`, () => {
    expect(() => cleanInput(nested(MAX_INPUT_DEPTH - 1))).not.toThrow();
    for (const depth of [MAX_INPUT_DEPTH + 1, 5_000, 100_000]) {
      const error = (() => {
        try {
          cleanInput(nested(depth));
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("bad_request");
    }
  });

  it(`refuses a list or an object of more than ${MAX_INPUT_ITEMS} entries`, () => {
    expect(() => cleanInput({ list: Array.from({ length: MAX_INPUT_ITEMS }, () => 1) })).not.toThrow();
    expect(() => cleanInput({ list: Array.from({ length: MAX_INPUT_ITEMS + 1 }, () => 1) })).toThrow(
      ApiError,
    );
    const wide = Object.fromEntries(Array.from({ length: MAX_INPUT_ITEMS + 1 }, (_, i) => [`k${i}`, i]));
    expect(() => cleanInput(wide)).toThrow(ApiError);
  });
});
