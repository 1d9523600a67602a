#!/usr/bin/env bash
# Writes public/fonts/noto-sans-devanagari-<hash>.woff2: Noto Sans Devanagari (variable weight, from the installed
# @fontsource-variable package) cut to the Devanagari characters the Hindi pages use (every catalog's and Hindi
# content file's, lib/i18n/messages/*.json and lib/**/*.hi.ts), with the shaping features conjuncts need; and
# app/fonts/devanagari.ts naming it (app/[locale]/layout.tsx preloads it on Hindi pages) and its @font-face
# (app/fonts/devanagari.css). Characters outside the cut fall back to the system's Devanagari face.
# tests/i18n-font.test.ts fails when a catalog uses a character the cut lacks: run this again then.
# Needs fontTools (Debian: apt-get install -y python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2
chars=$(node -e '
  const fs = require("node:fs"), path = require("node:path");
  const files = fs.readdirSync("lib/i18n/messages").filter((f) => f.endsWith(".json")).map((f) => path.join("lib/i18n/messages", f));
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".hi.ts") ? [path.join(dir, e.name)] : []);
  const text = [...files, ...walk("lib"), "components/layout/site-header.tsx"].map((f) => fs.readFileSync(f, "utf8")).join("");
  const set = new Set([...text].filter((c) => /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/.test(c)));
  // Joiners, dandas and the rupee sign shape with the script.
  for (const c of "\u200C\u200D\u0964\u0965\u20B9\u25CC") set.add(c);
  console.log([...set].sort().map((c) => "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")).join(","));
')
out=$(mktemp --suffix=.woff2)
/usr/bin/python3 -m fontTools.subset "$source_font" --unicodes="$chars" --layout-features='*' --flavor=woff2 \
  --output-file="$out"
hash=$(sha256sum "$out" | cut -c1-10)
rm -f public/fonts/noto-sans-devanagari-*.woff2
mkdir -p public/fonts
name="noto-sans-devanagari-$hash.woff2"
mv "$out" "public/fonts/$name"
chmod 644 "public/fonts/$name"
cp node_modules/@fontsource-variable/noto-sans-devanagari/LICENSE public/fonts/noto-sans-devanagari-LICENSE.txt
cat > app/fonts/devanagari.ts <<TS
// Written by scripts/subset-devanagari.sh: the Devanagari face's file and the characters it holds.
export const devanagariFont = "/fonts/$name";
export const devanagariChars = "$chars";
TS
cat > app/fonts/devanagari.css <<CSS
/* Written by scripts/subset-devanagari.sh. Drawn only for Devanagari text (unicode-range). */
@font-face {
  font-family: "Noto Sans Devanagari Subset";
  src: url("/fonts/$name") format("woff2");
  font-weight: 100 900;
  font-display: swap;
  unicode-range: $chars;
}
CSS
ls -l "public/fonts/$name"
