// One casing rule for buttons (docs/decisions.md): sentence case ("Request a demo", "Send message"), except the
// buttons the specification names, which keep its exact words ("Let's Go", "Join Community", "Try Again"). This
// reads every button label in app/ and components/ with TypeScript's parser: the text of <Button>, <ButtonLink>,
// <SubmitButton>, <button> and of anything drawn with buttonClass(), and the confirmation dialogs' labels.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "@/tests/helpers/source-files";

const root = path.resolve(import.meta.dirname, "..");

/** The buttons the specification names (/work/shared/spec/*.md), in its words. */
const specButtons = new Set([
  "Let's Go",
  "Join Community",
  "Try Again",
  "Retry",
  "Back to Home",
  "Return to Home",
  "Back to Jobs",
  "Back to Events",
  "View My Consultations",
  "Book Consultation",
  "Cancel Request",
  "Edit Profile",
  "Mark Complete",
  "Submit Event",
  "Post Job",
  "Bid Now",
  "Submit Gig Today",
  "List Startup Today",
  "Join Waitlist",
  "Admin Dashboard",
  "Contact Support",
]);

/** Capitalised words that are names, not casing: the site's and other products' names. */
const names = new Set(
  "Builders Hub Google Calendar LinkedIn GitHub WhatsApp Telegram Instagram YouTube Twitter X India Web3 Solidity Rust Next.js I".split(
    " ",
  ),
);

/** A label in title case: a word after the first starts with a capital and is neither a name nor an acronym. */
export function isTitleCase(label: string): boolean {
  const words = label
    .replace(/[^\p{L}\p{N}'.\s-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(1)
    .some(
      (word) => /^\p{Lu}/u.test(word) && word !== word.toUpperCase() && !names.has(word.replace(/\.$/, "")),
    );
}

const buttonTags = new Set(["Button", "ButtonLink", "SubmitButton", "button"]);
const labelProps = new Set(["confirmLabel", "keepLabel", "busyText", "loadingText"]);

/** Every button label of a file, "file:line: label". */
function buttonLabels(file: string, source: string): { where: string; label: string }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { where: string; label: string }[] = [];
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node)) {
      const opening = node.openingElement;
      const styled = opening.attributes.properties.some(
        (p) =>
          ts.isJsxAttribute(p) && p.name.getText(sf) === "className" && /buttonClass\(/.test(p.getText(sf)),
      );
      if (buttonTags.has(opening.tagName.getText(sf)) || styled) {
        const label = node.children
          .filter(ts.isJsxText)
          .map((c) => c.text.trim())
          .filter(Boolean)
          .join(" ");
        if (label) found.push({ where: where(node), label });
      }
    }
    if (ts.isJsxAttribute(node) && labelProps.has(node.name.getText(sf))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) found.push({ where: where(node), label: value.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("button casing", () => {
  it("labels every button in sentence case, but for the buttons the specification names", () => {
    const offenders = ["app", "components"]
      .flatMap((d) => sourceFiles(path.join(root, d)))
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) => buttonLabels(path.relative(root, file), readFileSync(file, "utf8")))
      .filter(({ label }) => isTitleCase(label) && !specButtons.has(label))
      .map(({ where, label }) => `${where}: ${label}`);
    expect(offenders).toEqual([]);
  });

  it("tells title case from sentence case, names and acronyms", () => {
    for (const label of ["Request a Demo", "Send Message", "Go to Dashboard", "Apply Now"]) {
      expect(isTitleCase(label), label).toBe(true);
    }
    for (const label of [
      "Request a demo",
      "Export CSV",
      "Add to Google Calendar",
      "Log in",
      "Resend code",
      "Save",
    ]) {
      expect(isTitleCase(label), label).toBe(false);
    }
  });
});
