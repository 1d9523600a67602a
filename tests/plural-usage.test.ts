// Plurals, articles and possessives are built in one place, lib/format/plural.ts (plural, pluralNoun, aOrAn,
// possessive), so "+1 more responsibilities", "1 blocked days", "Listed a event" and "ChitChain Labs's" cannot
// come back. This reads the words of app/, components/ and lib/ (string and template literals, JSX text, with
// TypeScript's own parser, so code such as `(s) =>` or a path `/${kind}s` is not taken for words) and fails on:
// - a count compared with 1 choosing between words (`n === 1 ? "1 thing" : `${n} things``),
// - an "s" suffix chosen by a condition (`n === 1 ? "" : "s"`), or "(s)" in a text,
// - a count followed by a plural noun (`${n} days`, `{count} consultations`): the count may be 1,
// - "a"/"an" typed before a variable (`Listed a ${kind}`), and `${name}'s`.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "@/tests/helpers/source-files";

const root = path.resolve(import.meta.dirname, "..");
const helper = path.join(root, "lib/format/plural.ts");

/** The last name of an expression: `saved.blockedDates.length` → "length", `count` → "count". */
function lastName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return lastName(node.expression);
  return "";
}

/** An expression that is a number of things (it may be 1). */
const countLike = (node: ts.Expression) =>
  /^(n|count|total|length|size|more|others|left|remaining|amount|balance|matches|attempts|coins|\w*(Count|Total|Length|Amount|Awarded|Earned))$/.test(
    lastName(node),
  );

/** Words ending in s that are not plural nouns. */
const notPlural = new Set(
  "is was has does goes this its as us yes plus across always perhaps whereas thus less unless previous series news status".split(
    " ",
  ),
);
/** Text after a count that starts with a plural noun (in its first two words): " blocked days", " more tries". */
const pluralAfterCount = (text: string) =>
  (/^\s+([a-z]+)(?:\s+([a-z]+))?/.exec(text) ?? [])
    .slice(1)
    .some((word) => !!word && /([^s]s|ies)$/.test(word) && !notPlural.has(word));

/** The words of a branch of a condition: a string's or template's text; an identifier's name. */
function branchWords(node: ts.Expression): string[] | null {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
  const text =
    ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)
      ? inner.text
      : ts.isTemplateExpression(inner)
        ? [inner.head.text, ...inner.templateSpans.map((span) => span.literal.text)].join(" ")
        : ts.isIdentifier(inner)
          ? inner.text
          : null;
  return text === null ? null : (text.toLowerCase().match(/[a-z]+/g) ?? []);
}

const pairs = [
  ["was", "were"],
  ["is", "are"],
  ["has", "have"],
  ["its", "their"],
  ["this", "these"],
  ["one", "many"],
  ["singular", "plural"],
  ["one", "other"],
];
const singular = (word: string) =>
  word
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x|ss)es$/, "$1")
    .replace(/([^s])s$/, "$1");

/** Two branches that are the singular and plural of the same words ("1 listing was" / "3 listings were"). */
function singularAndPlural(a: ts.Expression, b: ts.Expression): boolean {
  const [x, y] = [branchWords(a), branchWords(b)];
  if (!x || !y) return false;
  const formOf = (one: string[], other: string[]) =>
    one.some((w) => other.some((v) => v !== w && singular(v) === w)) ||
    pairs.some(([s, p]) => one.includes(s!) && other.includes(p!));
  return formOf(x, y) || formOf(y, x);
}

/** `x === 1`, `x !== 1`, `x > 1`, `x < 2`, `x >= 2`, `x <= 1` (either way round). */
function comparesWithOne(node: ts.Expression): boolean {
  if (!ts.isBinaryExpression(node)) return false;
  const ops = [
    ts.SyntaxKind.EqualsEqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsToken,
    ts.SyntaxKind.GreaterThanToken,
    ts.SyntaxKind.LessThanToken,
    ts.SyntaxKind.GreaterThanEqualsToken,
    ts.SyntaxKind.LessThanEqualsToken,
  ];
  const one = (n: ts.Expression) => ts.isNumericLiteral(n) && (n.text === "1" || n.text === "2");
  return ops.includes(node.operatorToken.kind) && (one(node.left) || one(node.right));
}

const suffix = (node: ts.Expression) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^(s|es|ies|y|)$/.test(node.text);

/** Each piece of text followed by what comes after it: a template's parts, a JSX element's children. */
type Piece = { text: string; next?: ts.Node; previous?: ts.Node };

function pieces(node: ts.Node): Piece[] {
  if (ts.isTemplateExpression(node)) {
    const out: Piece[] = [{ text: node.head.text, next: node.templateSpans[0]?.expression }];
    node.templateSpans.forEach((span, i) =>
      out.push({
        text: span.literal.text,
        previous: span.expression,
        next: node.templateSpans[i + 1]?.expression,
      }),
    );
    return out;
  }
  if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
    const kids = [...node.children];
    return kids.flatMap((kid, i) =>
      ts.isJsxText(kid) ? [{ text: kid.text, previous: kids[i - 1], next: kids[i + 1] }] : [],
    );
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    const parent = node.parent;
    // "a " + kind
    if (
      ts.isBinaryExpression(parent) &&
      parent.left === node &&
      parent.operatorToken.kind === ts.SyntaxKind.PlusToken
    )
      return [{ text: node.text, next: parent.right }];
    return [{ text: node.text }];
  }
  return [];
}

const isVariable = (node: ts.Node | undefined): node is ts.Node =>
  !!node && (ts.isJsxExpression(node) ? !!node.expression : ts.isExpression(node));
const expressionOf = (node: ts.Node): ts.Expression | undefined =>
  ts.isJsxExpression(node) ? node.expression : ts.isExpression(node) ? node : undefined;

/** What is built by hand in one file's source, one line each: "file:line: why: code". */
export function handBuiltWords(file: string, source: string): string[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, why: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push(`${file}:${line}: ${why}: ${node.getText(sf).split("\n")[0]!.trim().slice(0, 100)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isConditionalExpression(node)) {
      if (suffix(node.whenTrue) && suffix(node.whenFalse)) report(node, "an s suffix by hand (use plural)");
      else if (comparesWithOne(node.condition) && singularAndPlural(node.whenTrue, node.whenFalse))
        report(node, "a plural chosen by hand (use plural or pluralNoun)");
    }
    for (const piece of pieces(node)) {
      if (/\w\(s\)/i.test(piece.text)) report(node, '"(s)" (use plural)');
      if (/(^|[^\w'’])(a|an)\s+$/i.test(piece.text) && isVariable(piece.next))
        report(node, "an article typed before a variable (use aOrAn)");
      if (/^['’]s\b/.test(piece.text) && isVariable(piece.previous))
        report(node, "a possessive typed after a variable (use possessive)");
      const count = piece.previous && expressionOf(piece.previous);
      if (count && countLike(count) && pluralAfterCount(piece.text))
        report(node, "a count before a plural noun (use plural)");
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("plural usage", () => {
  it("builds no plural, article or possessive by hand outside lib/format/plural.ts", () => {
    const files = ["app", "components", "lib"]
      .flatMap((d) => sourceFiles(path.join(root, d)))
      .filter((file) => file !== helper);
    const offenders = files.flatMap((file) =>
      handBuiltWords(path.relative(root, file), readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("catches what it is meant to", () => {
    const caught = (code: string) => handBuiltWords("x.tsx", code).length;
    for (const code of [
      'const a = `${n} thing${n === 1 ? "" : "s"}`;',
      'const a = count === 1 ? "1 consultation" : `${count} consultations`;',
      "const p = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;",
      'const a = others === 1 ? "its bidder" : "their bidders";',
      'const a = n === 1 ? "was" : "were";',
      'const a = problems.length === 1 ? "a setting is" : "settings are";',
      'const a = "Upload file(s)";',
      "const a = `+${bullets.more} more responsibilities...`;",
      "const a = `${saved.blockedDates.length} blocked days`;",
      "const a = `${c.amount} coins added`;",
      "const a = `Listed a ${kind}`;",
      'const a = "Listed an " + kind;',
      "const a = <p>Listed a {kind}</p>;",
      "const a = `${m.from}'s address`;",
      "const a = <p>{count} consultations this week</p>;",
    ]) {
      expect(caught(code), code).toBeGreaterThan(0);
    }
    for (const code of [
      "const a = list.find((s) => s.id === id);",
      "const url = `/api/${kind}s/${id}`;",
      'const a = ids.length === 1 ? ids[0]! : `${plural(ids.length, "message")}`;',
      'const a = days === 1 ? "yesterday" : `${plural(days, "day")} ago`;',
      'const a = `${plural(n, "day")} left`;',
      "const a = `${count} is emailed`;",
      "const a = `Posted ${days} days ago`;",
      "const a = `Let's go`;",
      "const a = <p>{children(s)}</p>;",
    ]) {
      expect(caught(code), code).toBe(0);
    }
  });
});
