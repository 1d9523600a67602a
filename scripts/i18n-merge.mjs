// Merges lib/i18n/parts/<namespace>.<locale>.json into lib/i18n/messages/<locale>.json (one catalog per language,
// namespaces in name order). A working aid while several people write namespaces at once; safe to run any time.
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../lib/i18n");
const partsDir = path.join(root, "parts");
const catalogs = {};
for (const file of readdirSync(partsDir).sort()) {
  const match = /^([A-Za-z0-9]+)\.([a-z]{2,3})\.json$/.exec(file);
  if (!match) continue;
  const [, namespace, locale] = match;
  (catalogs[locale] ??= {})[namespace] = JSON.parse(readFileSync(path.join(partsDir, file), "utf8"));
}
for (const [locale, messages] of Object.entries(catalogs)) {
  const target = path.join(root, "messages", `${locale}.json`);
  const temp = `${target}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(messages, null, 2)}\n`);
  renameSync(temp, target);
}
console.log(`merged ${Object.keys(catalogs).join(", ")}`);
