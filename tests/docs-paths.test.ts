// The docs name only paths that exist. Every inline code span (`…`) of docs/decisions.md, docs/architecture.md and
// README.md is split on whitespace (so `npx tsx bench/seed-large.ts 1000000` checks bench/seed-large.ts); a word is
// a repository path when it starts with app/ components/ lib/ prisma/ scripts/ tests/ e2e/ bench/ docs/ public/ or
// .ci/, or is a top-level file by its shape (proxy*.ts, *.config.*, package*.json, tsconfig*.json, vitest.setup.ts,
// README.md). Fenced code blocks are skipped. Before the check a trailing `:line`, `:line-line` or `#anchor` and
// trailing punctuation are stripped. The word must exist as a file or folder; Next's route folders are literal, so
// brackets and parentheses (app/[locale]/(public)/job/[id]/page.tsx) are part of the name. Only when the literal path does
// not exist are placeholders read: `<…>` and `{…}` stand for one path segment (`{a|b}` for a or b), `*` for part of a
// segment and `…` for anything; such a pattern must match at least one file or folder. A path with none of these
// that does not exist is reported.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const docs = ["docs/decisions.md", "docs/architecture.md", "README.md"];

const rootFolders = [
  "app",
  "components",
  "lib",
  "prisma",
  "scripts",
  "tests",
  "e2e",
  "bench",
  "docs",
  "public",
  ".ci",
];
const topLevelFile =
  /^(proxy[\w.-]*\.ts|[\w-]+\.config\.[cm]?[jt]s|package(-lock)?\.json|tsconfig[\w.-]*\.json|vitest\.setup\.ts|README\.md)$/;

function looksLikePath(word: string): boolean {
  return rootFolders.some((folder) => word.startsWith(`${folder}/`)) || topLevelFile.test(word);
}

/** The repository paths named in a Markdown text's inline code spans, cleaned of line numbers and anchors. */
export function extractPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  const paths = new Set<string>();
  for (const [, code = ""] of prose.matchAll(/`([^`\n]+)`/g)) {
    for (const raw of code.split(/\s+/)) {
      const word = raw
        .replace(/[,.;]+$/, "")
        .replace(/#[\w-]*$/, "")
        .replace(/:\d+(-\d+)?$/, "");
      if (word && looksLikePath(word)) paths.add(word);
    }
  }
  return [...paths];
}

const placeholder = /<[^>/]*>|\{[^}/]*\}|\*|…/;

function patternOf(docPath: string): RegExp {
  const escaped = docPath
    .split(/(<[^>/]*>|\{[^}/]*\}|\*|…)/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      if (part === "*") return "[^/]*";
      if (part === "…") return ".*";
      const inner = part.slice(1, -1);
      if (part.startsWith("{") && inner.includes("|")) {
        return `(${inner
          .split("|")
          .map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join("|")})`;
      }
      return "[^/]+";
    })
    .join("");
  return new RegExp(`^${escaped.replace(/\/$/, "")}(/.*)?$`);
}

function allEntries(dir: string, base: string): string[] {
  return readdirSync(path.join(base, dir)).flatMap((name) => {
    if (name === "node_modules" || name === ".next" || name === "generated") return [];
    const rel = `${dir}/${name}`;
    return statSync(path.join(base, rel)).isDirectory() ? [rel, ...allEntries(rel, base)] : [rel];
  });
}

/** The paths of a Markdown text that name nothing under `base` (literal paths, or placeholder patterns no entry matches). */
export function missingPaths(markdown: string, base: string = root): string[] {
  return extractPaths(markdown).filter((docPath) => {
    if (existsSync(path.join(base, docPath))) return false;
    if (!placeholder.test(docPath)) return true;
    const top = docPath.split("/")[0] ?? "";
    if (placeholder.test(top) || !existsSync(path.join(base, top))) return true;
    const pattern = patternOf(docPath);
    return !allEntries(top, base).some((entry) => pattern.test(entry));
  });
}

describe("paths named in the docs", () => {
  it.each(docs)("%s names only paths that exist", (doc) => {
    expect(missingPaths(readFileSync(path.join(root, doc), "utf8"))).toEqual([]);
  });

  it("reports a path that does not exist, and reads route folders, line numbers and placeholders", () => {
    const text = [
      "The cache (`lib/site/page-cache.mjs:12`) and `app/[locale]/(public)/job/[id]/page.tsx` exist,",
      "as do `components/ui/record-*.tsx`, `lib/<domain>/queries.ts` and `DATABASE_URL=… scripts/cluster.sh test`;",
      "`lib/site/no-such-file.ts#top`, `scripts/nowhere/*.sh` and `app/[locale]/(public)/job/[slug]/page.tsx` do not.",
      "```",
      "lib/inside-a-fence.ts is not read: `lib/fenced.ts`",
      "```",
    ].join("\n");
    expect(extractPaths(text)).toContain("lib/site/page-cache.mjs");
    expect(missingPaths(text)).toEqual([
      "lib/site/no-such-file.ts",
      "scripts/nowhere/*.sh",
      "app/[locale]/(public)/job/[slug]/page.tsx",
    ]);
  });
});
