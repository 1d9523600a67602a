// The browser's formatter (./format-compiled.ts) against icu-minify's own, on every message of every catalog, with
// values that reach every branch: each plural at 0, 1, 2, 5, 21 and 1,000, each select's options, tags as markers.
import compile from "icu-minify/compile";
import format, { type CompiledMessage } from "icu-minify/format";
import { describe, expect, it } from "vitest";
import en from "./messages/en.json";
import hi from "./messages/hi.json";
import { formatCompiled } from "./format-compiled";

type Tree = { [key: string]: string | Tree };

function* leaves(tree: Tree, path = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") yield [`${path}${key}`, value];
    else yield* leaves(value, `${path}${key}.`);
  }
}

type Args = { plurals: Set<string>; selects: Map<string, string[]>; plain: Set<string>; tags: Set<string> };

/** Every argument a compiled message names, by kind. */
function argsOf(node: unknown, args: Args): Args {
  if (typeof node === "string" || node === 0) return args;
  if (!Array.isArray(node)) return args;
  const [name, type, ...rest] = node as [unknown, unknown, ...unknown[]];
  if (typeof name !== "string") {
    node.forEach((child) => argsOf(child, args));
    return args;
  }
  if (type === undefined) args.plain.add(name);
  else if (typeof type !== "number" || type === 0) {
    args.tags.add(name);
    [type, ...rest].forEach((child) => argsOf(child, args));
  } else if (type === 4) args.plurals.add(name);
  else {
    const options = rest[0] as Record<string, unknown>;
    if (type === 1) args.selects.set(name, Object.keys(options));
    else args.plurals.add(name);
    Object.values(options).forEach((branch) => argsOf(branch, args));
  }
  return args;
}

const formatters = {
  getNumberFormat: (locale?: string | string[], options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options),
  getDateTimeFormat: (locale?: string | string[], options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
  getPluralRules: (locale?: string | string[], options?: Intl.PluralRulesOptions) =>
    new Intl.PluralRules(locale, options),
};

const counts = [0, 1, 2, 5, 21, 1000];

describe("the browser's message formatter", () => {
  for (const [code, catalog, tag] of [
    ["en", en, "en-IN"],
    ["hi", hi, "hi-IN"],
  ] as const) {
    it(`formats every ${code} message as icu-minify does`, () => {
      let checked = 0;
      for (const [key, text] of leaves(catalog as Tree)) {
        const compiled = JSON.parse(JSON.stringify(compile(text))) as CompiledMessage;
        const args = argsOf(compiled, {
          plurals: new Set(),
          selects: new Map(),
          plain: new Set(),
          tags: new Set(),
        });
        const selectValues = [...args.selects].map(
          ([name, options]) => [name, [...options, "unlisted"]] as const,
        );
        const runs = Math.max(counts.length, ...selectValues.map(([, options]) => options.length));
        for (let run = 0; run < runs; run++) {
          const values: Record<string, unknown> = {};
          for (const name of args.plain) values[name] = `‹${name}›`;
          for (const name of args.plurals) values[name] = counts[run % counts.length];
          for (const [name, options] of selectValues) values[name] = options[run % options.length];
          for (const name of args.tags)
            values[name] = (chunks: unknown[]) => `<${name}>${chunks.join("")}</${name}>`;
          const ours = formatCompiled<string>(compiled, tag, values);
          const theirs = format<string>(compiled, tag, values as never, {
            formatters,
            timeZone: "Asia/Kolkata",
          });
          expect(ours, `${code} ${key} with ${JSON.stringify(values)}`).toEqual(theirs);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }

  it("gives a tag's handler its children as a list, and text alone as one string", () => {
    const compiled = JSON.parse(
      JSON.stringify(compile("I agree to the <link>terms</link>, {name}")),
    ) as CompiledMessage;
    const parts = formatCompiled<{ tag: string; chunks: unknown[] }>(compiled, "en-IN", {
      link: (chunks: unknown[]) => ({ tag: "link", chunks }),
      name: "Asha",
    });
    expect(parts).toEqual(["I agree to the ", { tag: "link", chunks: ["terms"] }, ", Asha"]);
    expect(
      formatCompiled(compile("{n, plural, =0 {none} one {# job} other {# jobs}}"), "hi-IN", { n: 12345 }),
    ).toBe("12,345 jobs");
  });
});
