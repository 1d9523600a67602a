#!/usr/bin/env node
// Cached pages' throughput as a share of a reference (the empty Next page), measured so that a noisy machine cancels
// out: every server runs at once, idle but for its turn, and each round loads each of them for a few seconds in
// turn (the order rotated every round), so each ratio compares runs seconds apart. ../shared/bench/
// server-throughput.sh measures one app for a minute, then the next: on this shared 2-core machine a page's share
// moved 10 points between such sittings, more than the differences sought (bench/README.md, "Throughput against the
// floor, measured in turn").
// The load runner is the harness's own (../shared/bench/lib/load.mjs: autocannon, and the server's CPU time from
// /proc), so req/s and CPU µs a request mean what they mean there.
// Usage: node bench/throughput-ratios.mjs [--rounds 8] [--duration 5] [--connections 50] [--pin] \
//          NAME=DIR:PATH[:hooks|:server] ...
//   The first target is the reference. DIR holds a build (`next start` runs there; the environment is passed
//   through); `:hooks` preloads bench/async-hooks-on.mjs; `:server` runs DIR's `scripts/server.mjs` instead of
//   `next start` (a build from before issue #43, whose lists searched only under that server). Prints a table, then
//   one JSON line.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { median } from "./median.mjs";

const here = import.meta.dirname;
const loadScript = path.resolve(here, "../../shared/bench/lib/load.mjs");
const options = { rounds: 8, duration: 5, connections: 50, pin: false };
const targets = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--pin") options.pin = true;
  else if (["--rounds", "--duration", "--connections"].includes(arg))
    options[arg.slice(2)] = Number(args[++i]);
  else if (arg.startsWith("--")) throw new Error(`unknown option: ${arg}`);
  else {
    const match = arg.match(/^([\w./-]+)=([^:]+):(\/[^:]*)(:hooks|:server)?$/);
    if (!match) throw new Error(`not NAME=DIR:PATH[:hooks|:server]: ${arg}`);
    targets.push({
      name: match[1],
      dir: path.resolve(match[2]),
      path: match[3],
      hooks: match[4] === ":hooks",
      server: match[4] === ":server",
    });
  }
}
if (targets.length < 2 || !(options.rounds >= 2) || !(options.duration > 0) || !(options.connections > 0)) {
  console.error(
    "usage: node bench/throughput-ratios.mjs [--rounds N] [--duration S] [--connections C] [--pin] " +
      "REF=DIR:PATH[:hooks|:server] NAME=DIR:PATH[:hooks|:server] ...",
  );
  process.exit(2);
}

const pinned = (cpu, command) =>
  options.pin ? ["taskset", ["-c", String(cpu), ...command]] : [command[0], command.slice(1)];

/** Whether anything answers on `url` (a server left running there would be measured in place of ours). */
async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

async function start(target, port) {
  target.url = `http://127.0.0.1:${port}${target.path}`;
  if (await answers(target.url)) throw new Error(`port ${port} is already in use`);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (target.hooks) {
    const preload = `--import ${path.join(here, "async-hooks-on.mjs")}`;
    env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" ");
  }
  const server = target.server ? ["node", "scripts/server.mjs"] : ["node_modules/.bin/next", "start"];
  const [command, commandArgs] = pinned(0, [...server, "-H", "127.0.0.1", "-p", String(port)]);
  const child = spawn(command, commandArgs, { cwd: target.dir, env, stdio: "ignore" });
  for (let tries = 0; tries < 180 && child.exitCode === null; tries++) {
    try {
      const response = await fetch(target.url);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.ok) {
        target.bytes = body.length;
        target.child = child;
        return;
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(
    `${target.name}: ${target.url} did not answer 200 (${server.join(" ")} exit code ${child.exitCode})`,
  );
}

function load(target, duration) {
  const [command, commandArgs] = pinned(1, [
    process.execPath,
    loadScript,
    "--url",
    target.url,
    "--duration",
    String(duration),
    "--connections",
    String(options.connections),
    "--pid",
    String(target.child.pid),
  ]);
  const run = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`${target.name}: the load runner failed\n${run.stderr}`);
  const result = JSON.parse(run.stdout.trim().split("\n").at(-1));
  if (result.non2xx || result.errors)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.rps, cpu: result.server_cpu_us_per_req };
}

try {
  for (const [index, target] of targets.entries()) await start(target, 3400 + index);
  // A page regenerated after its revalidate time is rendered by the first requests: warm every server first.
  for (const target of targets) load(target, Math.max(3, options.duration));
  for (const target of targets) target.runs = [];
  for (let round = 0; round < options.rounds; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    for (const target of order) target.runs.push(load(target, options.duration));
    console.error(
      `round ${round + 1}/${options.rounds}: ` +
        targets.map((t) => `${t.name} ${Math.round(t.runs.at(-1).rps)}`).join(", "),
    );
  }
} finally {
  for (const target of targets) target.child?.kill();
}

const [reference] = targets;
const rows = targets.map((target) => {
  const ratios = target.runs.map((run, round) => run.rps / reference.runs[round].rps);
  return {
    name: target.name,
    path: target.path,
    hooks: target.hooks,
    server: target.server,
    html_kb: Number((target.bytes / 1000).toFixed(1)),
    rps: Math.round(median(target.runs.map((run) => run.rps))),
    cpu_us_per_req: Math.round(median(target.runs.map((run) => run.cpu))),
    share: Number(median(ratios).toFixed(3)),
    share_min: Number(Math.min(...ratios).toFixed(3)),
    share_max: Number(Math.max(...ratios).toFixed(3)),
  };
});
const pad = (text, width) => String(text).padStart(width);
console.log(
  `${options.rounds} rounds of ${options.duration} s, ${options.connections} connections${options.pin ? ", pinned" : ""}; share = median of each round's req/s over ${reference.name}'s`,
);
console.log(
  `${"target".padEnd(24)}${pad("HTML kB", 9)}${pad("req/s", 8)}${pad("CPU µs", 8)}${pad("share", 8)}  range`,
);
for (const row of rows) {
  const name = `${row.name}${row.hooks ? " (hooks)" : row.server ? " (server.mjs)" : ""}`.padEnd(24);
  console.log(
    `${name}${pad(row.html_kb, 9)}${pad(row.rps, 8)}${pad(row.cpu_us_per_req, 8)}${pad(`${Math.round(row.share * 100)} %`, 8)}  ${Math.round(row.share_min * 100)}–${Math.round(row.share_max * 100)} %`,
  );
}
console.log(JSON.stringify({ options, rows }));
