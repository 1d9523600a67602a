// The errors catalogs against the code: every message a schema, a route or a lib helper writes has a Hindi entry
// (found by its key or its template), keys are derived from their English, and en/hi share placeholders.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { englishErrorTexts, localizeError, localizeFieldErrors } from "@/lib/api/error-locale";
import formHi from "@/lib/i18n/parts/errors.hi.json";
import apiHi from "@/lib/i18n/parts/errorsApi.hi.json";
import formEn from "@/lib/i18n/parts/errors.en.json";
import { errorKey, translateByKey } from "@/lib/validation/error-text";

const root = path.resolve(import.meta.dirname, "../..");

/** Back-office code (English only), scripts' settings and the queue's operator API are not read by members. */
const skipped = /(^|\/)admin([/-]|\.ts)|^lib\/queue\/|^lib\/env\.ts$|^lib\/i18n\/|^lib\/generated\//;

/** UI labels kept in a domain's messages file (the pages translate them), not errors. */
const notErrors = new Set([
  "lib/calendar/messages.ts",
  "lib/events/messages.ts:Interested",
  "lib/events/messages.ts:Mark as Interested",
  "lib/events/messages.ts:This event appears in your calendar feed (Dashboard, Account Settings).",
  "lib/events/messages.ts:Mark it to see it in your calendar feed (Dashboard, Account Settings).",
  "lib/leads/messages.ts:Error",
  "lib/consultations/messages.ts:{}. Next free times: {} (IST).",
  "lib/consultations/messages.ts:{}, and no other time is free in the next 30 days.",
  "lib/consultations/messages.ts:It is now on {}. An updated invitation was emailed to you.",
  "lib/consultations/messages.ts:You've earned {}! ",
  "lib/consultations/messages.ts:{}Your session is confirmed for {}. The calendar invitation with the join link is in your mail.",
  "lib/consultations/messages.ts:{}We'll reply by email {} to agree a time with you.",
  "lib/consultations/messages.ts:within 24 hours",
]);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sources(file, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) out.push(file);
  }
  return out;
}

const firstArg = new Set(["conflict", "forbidden", "notFound", "unauthorized", "tooManyRequests", "requiredText", "textOr", "refuse", "email", "url", "int", "positive", "nonnegative", "nonempty", "uuid", "number"]);
const secondArg = new Set(["ApiError", "errorResponse", "min", "max", "length", "regex", "refine", "gte", "lte", "gt", "lt", "startsWith", "endsWith", "multipleOf", "literal", "enum"]);

/** A literal as the catalog test reads it: a template's `${…}` parts as "{}". */
function literal(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join("")];
  if (ts.isConditionalExpression(node)) return [...literal(node.whenTrue), ...literal(node.whenFalse)];
  if (ts.isParenthesizedExpression(node)) return literal(node.expression);
  return [];
}

/** Every message text the code writes where an error (or a form's message) is made, with its file. */
function messagesInCode(): { file: string; text: string }[] {
  const files = [...sources(path.join(root, "lib")), ...sources(path.join(root, "app/api"))];
  const found: { file: string; text: string }[] = [];
  for (const file of files) {
    const rel = path.relative(root, file);
    if (skipped.test(rel)) continue;
    const src = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const messagesFile = /(^|[/-])messages\.ts$/.test(rel);
    const add = (node: ts.Node | undefined) => {
      for (const text of node ? literal(node) : []) if (/[a-z]\s+[a-z]/i.test(text)) found.push({ file: rel, text });
    };
    const visit = (node: ts.Node) => {
      if (messagesFile && (ts.isStringLiteral(node) || ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
        const parent = node.parent;
        if (!ts.isImportDeclaration(parent) && !(ts.isPropertyAssignment(parent) && parent.name === node)) add(node);
        if (ts.isTemplateExpression(node)) return;
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ["error", "message"].includes(node.name.text)) add(node.initializer);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /message|problem/i.test(node.name.text) && node.initializer) add(node.initializer);
      if (ts.isParameter(node) && ts.isIdentifier(node.name) && /message/i.test(node.name.text) && node.initializer) add(node.initializer);
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
        if (firstArg.has(name)) add(node.arguments[0]);
        if (secondArg.has(name)) add(node.arguments[1]);
      }
      ts.forEachChild(node, visit);
    };
    visit(src);
  }
  return found.filter(({ file, text }) => !notErrors.has(file) && !notErrors.has(`${file}:${text}`));
}

const hindi: Record<string, string> = { ...formHi, ...apiHi };
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the errors catalogs", () => {
  it("key every entry by its English (errorKey)", () => {
    for (const [key, en] of Object.entries(englishErrorTexts)) expect(errorKey(en), en).toBe(key);
  });

  it("give every entry a Hindi text with the same placeholders", () => {
    for (const [key, en] of Object.entries(englishErrorTexts)) {
      expect(hindi[key], en).toBeTypeOf("string");
      expect(placeholders(hindi[key]!), en).toEqual(placeholders(en));
    }
  });

  it("have an entry for every message the code writes", () => {
    const missing: string[] = [];
    const numbersAsX = (s: string) => s.replace(/\{\w+\}|\d+(?:[.,]\d+)*/g, "X");
    const templates = Object.values(englishErrorTexts).map(numbersAsX);
    for (const { file, text } of messagesInCode()) {
      if (text.includes("{}")) {
        const shape = new RegExp(`^${numbersAsX(text).split("{}").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+")}$`, "s");
        if (!templates.some((t) => shape.test(t))) missing.push(`${file}: ${text}`);
      } else if (localizeError(text, "hi") === text) missing.push(`${file}: ${text} (key ${errorKey(text)})`);
    }
    expect(missing).toEqual([]);
  });
});

describe("localizeError", () => {
  it("translates by key, filling numbers in", () => {
    expect(localizeError("Passwords do not match.", "hi")).toBe("पासवर्ड मेल नहीं खाते।");
    expect(localizeError("Must be at most 120 characters", "hi")).toBe("120 अक्षरों से ज़्यादा नहीं हो सकता");
    expect(localizeError("Please enter a year between 1990 and 2031", "hi")).toBe("कृपया 1990 से 2031 के बीच का साल डालें");
    expect(localizeError("Invalid OTP. Please try again. 1 try left.", "hi")).toContain("1 कोशिश बाकी है");
  });

  it("translates templates with words in them (server only)", () => {
    expect(localizeError("City must be one of: Remote, Pune", "hi")).toBe("City इनमें से एक होना चाहिए: Remote, Pune");
    expect(localizeError("Invalid input: expected string, received undefined", "hi")).toBe(
      "अमान्य इनपुट: string चाहिए था, undefined मिला",
    );
    expect(localizeError("Job not found", "hi")).toBe("नौकरी नहीं मिली");
  });

  it("leaves English, and texts the catalog lacks, as they are", () => {
    expect(localizeError("Passwords do not match.", "en")).toBe("Passwords do not match.");
    expect(localizeError("Something nobody wrote", "hi")).toBe("Something nobody wrote");
    expect(localizeFieldErrors({ email: "Email is required" }, "hi")).toEqual({ email: "ईमेल ज़रूरी है" });
  });

  it("works on the client with only the page's catalog (no English)", () => {
    expect(translateByKey("Title must be 160 characters or less", formHi)).toBe("टाइटल 160 अक्षरों से ज़्यादा नहीं हो सकता");
    expect(Object.keys(formEn).length).toBe(Object.keys(formHi).length);
  });
});
