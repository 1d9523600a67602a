#!/usr/bin/env node
// Medians per path of api-scale.sh runs labelled small-rN and large-rN (bench/filter-scale.sh), and the ratio
// large/small of p50 and of req/s, with each round's p50 ratio as the spread.
// Usage: node bench/filter-ratios.mjs RESULTS.jsonl
import fs from "node:fs";
import { median } from "./median.mjs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node bench/filter-ratios.mjs RESULTS.jsonl");
  process.exit(2);
}
const runs = fs
  .readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l))
  .filter((o) => o.tool === "api-scale" && /^(small|large)-r\d+$/.test(o.label));

const by = new Map(); // path -> { small: [{round, p50, p99, rps, status}], large: [...] }
for (const o of runs) {
  const [size, round] = o.label.split("-r");
  for (const r of o.results) {
    const entry = by.get(r.path) ?? { small: [], large: [] };
    const probe = o.probes?.[r.path];
    if (probe && probe.status !== 200) console.error(`${o.label} ${r.path}: HTTP ${probe.status}`);
    if (r.non2xx) console.error(`${o.label} ${r.path}: ${r.non2xx} non-2xx responses`);
    entry[size].push({ round: Number(round), p50: r.p50_ms, p99: r.p99_ms, rps: r.rps, bytes: probe?.bytes });
    by.set(r.path, entry);
  }
}
const f = (n, d = 0) => (n == null ? "-" : n.toFixed(d));
const rows = [];
console.log(
  "| path | p50 ms small | p50 ms large | p50 large/small | per round | p99 ms small | p99 ms large | req/s small | req/s large | bytes small / large |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const [path, { small, large }] of by) {
  const s = {
    p50: median(small.map((x) => x.p50)),
    p99: median(small.map((x) => x.p99)),
    rps: median(small.map((x) => x.rps)),
  };
  const l = {
    p50: median(large.map((x) => x.p50)),
    p99: median(large.map((x) => x.p99)),
    rps: median(large.map((x) => x.rps)),
  };
  const perRound = large
    .map((x) => {
      const y = small.find((z) => z.round === x.round);
      return y ? (x.p50 / y.p50).toFixed(2) : null;
    })
    .filter(Boolean)
    .join(" ");
  const ratio = l.p50 / s.p50;
  rows.push({ path, small: s, large: l, ratio, rounds: small.length });
  console.log(
    `| \`${path}\` | ${f(s.p50)} | ${f(l.p50)} | ${ratio.toFixed(2)}× | ${perRound} | ${f(s.p99)} | ${f(l.p99)} | ${f(s.rps)} | ${f(l.rps)} | ${small[0]?.bytes} / ${large[0]?.bytes} |`,
  );
}
console.log(JSON.stringify({ tool: "filter-ratios", rows }));
