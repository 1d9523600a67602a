#!/usr/bin/env bash
# Writes app/fonts/geist-sans-latin.woff2: Geist Sans (variable, from the installed `geist` package) cut to the
# characters our pages are written in (Latin-1 and Latin Extended-A, punctuation, currency signs with the rupee,
# arrows, math signs, shapes). 35 kB against the whole font's 70 kB, on every page's first load (docs/decisions.md).
# Anything outside the set is drawn in the fallback face. Run it again after updating `geist`;
# it needs fontTools (Debian: apt-get install -y python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2 \
  --unicodes="U+0000-017F,U+0218-021B,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20A0-20CF,U+2100-214F,U+2190-21FF,U+2200-22FF,U+25A0-25FF,U+FEFF,U+FFFD" \
  --layout-features+=tnum,case \
  --flavor=woff2 \
  --output-file=app/fonts/geist-sans-latin.woff2
cp node_modules/geist/LICENSE.txt app/fonts/LICENSE.txt
ls -l app/fonts/geist-sans-latin.woff2
