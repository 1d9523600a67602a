// The project's own source files under a folder (generated code, node_modules and tests left out): what the
// layer and policy checks read.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}
