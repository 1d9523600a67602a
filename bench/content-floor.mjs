#!/usr/bin/env node
// The framework's floor for one of our pages: the empty Next page (../shared/bench/empty-next-page.sh) given that
// page's stylesheet, preloaded font and server-rendered markup, with none of our components or scripts. What it
// scores, weighs and serves is what Next costs for our content alone; the page as served, less that floor, is our
// code's share (issue #27, bench/README.md "The framework's floor for our content").
// The markup goes in as one string, so the RSC payload carries it once more (escaped), as it carries any page's
// server-rendered content. --heading-only keeps the stylesheet and font and puts one heading and a paragraph in
// place of the markup: the shell's stylesheet alone. --revalidate SECONDS makes the floor a page that is regenerated
// in the background, as ours are (`export const revalidate`), instead of a static one: the first request after the
// build is SECONDS old renders it again, and from that render on the process runs Node's async hooks on every
// promise (Next's AsyncLocalStorage; Node 20 has no other way to carry it), as every process that ever renders does.
// Usage: node bench/content-floor.mjs APP_URL PATH OUT_DIR [--heading-only] [--revalidate SECONDS]
//   APP_URL: our built app, running (scripts/server.mjs or `next start` from this checkout); the build in .next
//   is where the stylesheet and font are copied from, so it must be the build that server runs.
// Then: (cd OUT_DIR && ./node_modules/.bin/next start -H 127.0.0.1 -p PORT), and measure it beside the app and the
// empty page in the same sitting: lighthouse.sh, server-throughput.sh OUT_DIR /, curl for the HTML's size.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const [appUrl, pagePath, outArg, ...flags] = process.argv.slice(2);
const headingOnly = flags.includes("--heading-only");
const revalidateAt = flags.indexOf("--revalidate");
const revalidate = revalidateAt === -1 ? null : Number(flags[revalidateAt + 1]);
const known = flags.filter(
  (f, i) => f === "--heading-only" || f === "--revalidate" || (revalidateAt !== -1 && i === revalidateAt + 1),
);
if (
  !appUrl ||
  !pagePath ||
  !outArg ||
  known.length !== flags.length ||
  !(revalidate === null || revalidate > 0)
) {
  console.error(
    "usage: node bench/content-floor.mjs APP_URL PATH OUT_DIR [--heading-only] [--revalidate SECONDS]",
  );
  process.exit(2);
}
const app = path.resolve(import.meta.dirname, "..");
const out = path.resolve(outArg);
// OUT_DIR is emptied first: never the checkout, a folder inside it, or one that holds it.
if (`${out}/`.startsWith(`${app}/`) || `${app}/`.startsWith(`${out}/`)) {
  console.error(`OUT_DIR must be outside ${app} and not hold it: ${out}`);
  process.exit(2);
}
if (!fs.existsSync(path.join(app, ".next/BUILD_ID"))) throw new Error(`no build in ${app}/.next`);

const response = await fetch(new URL(pagePath, appUrl));
if (!response.ok) throw new Error(`${pagePath}: HTTP ${response.status}`);
const html = await response.text();

/** The value of attribute `name` in the first tag matching `tag`. */
const attribute = (tag, name) => html.match(tag)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];
const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+)"/g)].map(
  (m) => m[1],
);
const fonts = [...html.matchAll(/<link rel="preload" href="(\/_next\/static\/media\/[^"]+)" as="font"/g)].map(
  (m) => m[1],
);
if (stylesheets.length === 0) throw new Error(`${pagePath}: no stylesheet link in the page`);

// The stylesheet's url(../media/…) stay right: /_next/static/ becomes /_floor/ with the same folders under it.
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.join(out, "app"), { recursive: true });
fs.cpSync(path.join(app, "public"), path.join(out, "public"), { recursive: true });
const floor = (href) => href.replace("/_next/static/", "/_floor/");
for (const href of stylesheets) {
  fs.mkdirSync(path.dirname(path.join(out, "public", floor(href))), { recursive: true });
  fs.copyFileSync(
    path.join(app, ".next", href.replace("/_next/", "")),
    path.join(out, "public", floor(href)),
  );
}
fs.cpSync(path.join(app, ".next/static/media"), path.join(out, "public/_floor/media"), { recursive: true });
// Files the app serves from a route rather than public/ (the icon sprite): fetched as the page gets them.
for (const file of new Set([...html.matchAll(/href="(\/[\w-]+\.svg)[?#"]/g)].map((m) => m[1]))) {
  if (fs.existsSync(path.join(out, "public", file))) continue;
  const served = await fetch(new URL(file, appUrl));
  if (served.ok) fs.writeFileSync(path.join(out, "public", file), Buffer.from(await served.arrayBuffer()));
}

const body = html
  .slice(html.indexOf(">", html.indexOf("<body")) + 1, html.lastIndexOf("</body>"))
  .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
  .replaceAll("/_next/static/", "/_floor/");
const content = headingOnly
  ? `<main class="container-page pt-28"><h1 class="text-3xl font-bold">Web3 and AI jobs and internships in India</h1>` +
    `<p class="max-w-2xl text-lg text-muted">Roles at startups building in Web3, AI and future tech, from internships ` +
    `to senior engineering.</p></main>`
  : body;
fs.writeFileSync(path.join(out, "app/content.json"), JSON.stringify(content));

const head = [
  ...fonts.map(
    (href) => `<link rel="preload" href="${floor(href)}" as="font" crossOrigin="" type="font/woff2" />`,
  ),
  ...stylesheets.map((href) => `<link rel="stylesheet" href="${floor(href)}" />`),
].join("\n        ");
fs.writeFileSync(
  path.join(out, "app/layout.tsx"),
  `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="${attribute(/<html[^>]*>/, "lang") ?? "en"}" className="${attribute(/<html[^>]*>/, "class") ?? ""}">
      <head>
        <title>Content floor</title>
        <meta name="description" content="Our page's stylesheet and markup on the empty Next page" />
        ${head}
      </head>
      <body>{children}</body>
    </html>
  );
}
`,
);
fs.writeFileSync(
  path.join(out, "app/page.tsx"),
  `import content from "./content.json";
${revalidate === null ? "" : `\nexport const revalidate = ${revalidate};\n`}
export default function Page() {
  return <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: content as string }} />;
}
`,
);

// As empty-next-page.sh does: our node_modules, and Turbopack's root the two folders' common ancestor.
fs.symlinkSync(path.join(app, "node_modules"), path.join(out, "node_modules"));
fs.writeFileSync(path.join(out, "package.json"), '{"name":"content-floor","private":true,"type":"module"}\n');
let root = app;
while (!`${out}/`.startsWith(`${root}/`) && root !== "/") root = path.dirname(root);
fs.writeFileSync(
  path.join(out, "next.config.mjs"),
  `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
);

console.error(`building the floor of ${pagePath} in ${out} ...`);
const build = spawnSync("./node_modules/.bin/next", ["build"], {
  cwd: out,
  encoding: "utf8",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
fs.writeFileSync(path.join(out, "build.log"), `${build.stdout}\n${build.stderr}`);
if (build.status !== 0) {
  console.error(build.stderr.slice(-2000));
  process.exit(1);
}
console.error(`built; serve with: (cd ${out} && ./node_modules/.bin/next start -H 127.0.0.1 -p 3297)`);
console.log(out);
