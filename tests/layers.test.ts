// The layers run one way, app → components → lib, with no import circle (type-only imports included), neither
// between files nor between lib's domain folders. Pages read, components draw: no component reads data.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "@/tests/helpers/source-files";

const root = path.resolve(import.meta.dirname, "..");
const layers = ["app", "components", "lib"] as const;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = layers.flatMap((layer) => sourceFiles(path.join(root, layer)));
const graph = new Map(
  files.map((file) => {
    const text = readFileSync(file, "utf8");
    const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map(
      (m) => m[1]!,
    );
    const targets = specs.map((spec) => resolve(file, spec)).filter((t): t is string => !!t && t !== file);
    return [file, [...new Set(targets)]];
  }),
);
const rel = (file: string) => path.relative(root, file);
const layerOf = (file: string) => rel(file).split(path.sep)[0] as string;

describe("layers", () => {
  it("no import runs back up: lib imports neither components nor app, components do not import app", () => {
    const rank: Record<string, number> = { lib: 0, components: 1, app: 2 };
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((t) => layerOf(t) in rank && rank[layerOf(t)]! > rank[layerOf(file)]!)
        .map((t) => `${rel(file)} → ${rel(t)}`),
    );
    expect(upward).toEqual([]);
  });

  it("no import circle between files", () => {
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const trail: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      trail.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === "open")
          circles.push(trail.slice(trail.indexOf(next)).concat(next).map(rel).join(" → "));
        else if (!state.has(next) && graph.has(next)) visit(next);
      }
      trail.pop();
      state.set(file, "done");
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it("no circle between lib's domain folders", () => {
    const folder = (file: string) => rel(file).split(path.sep).slice(0, 2).join("/");
    const edges = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      if (layerOf(file) !== "lib") continue;
      for (const t of targets) {
        if (layerOf(t) !== "lib" || folder(t) === folder(file)) continue;
        edges.set(folder(file), (edges.get(folder(file)) ?? new Set()).add(folder(t)));
      }
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some(
        (n) => n === to || (!seen.has(n) && (seen.add(n), reaches(n, to, seen))),
      );
    const circles = [...edges].flatMap(([from, tos]) =>
      [...tos].filter((to) => reaches(to, from)).map((to) => `${from} ⇄ ${to}`),
    );
    expect(circles).toEqual([]);
  });

  it("components draw what they are given: no async component, no import that reads the database", () => {
    const asyncComponent = /\basync\s+function\s+[A-Z]|\b(?:const|let)\s+[A-Z]\w*\s*(?::[^=]+)?=\s*async\b/;
    // Value imports only: `import type` and `import { type X }` bring no code along.
    const valueImport = /^import\s+(?!type\b)([^;]*?)\s+from\s+["']([^"']+)["']/gms;
    const typesOnly = /^\{(\s*type\s+\w+\s*,?)+\s*\}$/;
    const readsDatabase = (file: string) =>
      rel(file) === path.join("lib", "db.ts") ||
      rel(file).startsWith(path.join("lib", "generated")) ||
      /from\s+["']@\/lib\/db["']/.test(readFileSync(file, "utf8"));
    const offences = files
      .filter((file) => layerOf(file) === "components")
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        const reads = [...text.matchAll(valueImport)]
          .filter((m) => !typesOnly.test(m[1]!.trim()))
          .map((m) => resolve(file, m[2]!))
          .filter((t): t is string => !!t && readsDatabase(t))
          .map((t) => `${rel(file)} imports ${rel(t)}, which reads the database`);
        return asyncComponent.test(text)
          ? [`${rel(file)}: an async component (its page reads the data and passes it as props)`, ...reads]
          : reads;
      });
    expect(offences).toEqual([]);
  });
});
