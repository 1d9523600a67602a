// Invokes the server function that `npx open-next build` (@opennextjs/aws) writes, as AWS Lambda would: its exported
// `handler` is imported into this process and called with Lambda function URL events (API Gateway HTTP API payload
// 2.0), one at a time, and what each answered is printed as a table (bench/opennext.md: the build, its config and
// what a run showed). Not part of `npm test`. Run it in the checkout that was built, with the database it was built
// against:
//   DATABASE_URL=… AUTH_SECRET=… SITE_URL=… node bench/opennext-invoke.mjs [.open-next/server-functions/default]
//
// A page regenerated in the background is fetched by the adapter's revalidation queue from the host the request
// named (on AWS: SQS, then the revalidation function's HEAD request to the site). Here the events name a loopback
// address where a small bridge turns each HTTP request into one more event for the same handler, so that round trip
// happens as well.
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

const functionDir = path.resolve(process.argv[2] ?? ".open-next/server-functions/default");

// What the Lambda runtime sets in a function's environment (the app reads AWS_LAMBDA_FUNCTION_NAME to know it is
// serverless: lib/site/server-start.ts).
process.env.AWS_LAMBDA_FUNCTION_NAME ??= "server-default";
process.env.AWS_REGION ??= "ap-south-1";
process.env.AWS_EXECUTION_ENV ??= "AWS_Lambda_nodejs20.x";
process.env.LAMBDA_TASK_ROOT ??= functionDir;

/** The title of the jobs list's default view; a filtered view has its own. */
const defaultJobsTitle = "Web3 and AI jobs and internships in India | Builders Hub";

/** [label, path with query, extra request headers] in the order they are sent. */
const requests = [
  ["/jobs", "/jobs", {}],
  ["/jobs?q=frontend", "/jobs?q=frontend", {}],
  ["/jobs?type=Internship", "/jobs?type=Internship", {}],
  ["/jobs?page=2", "/jobs?page=2", {}],
  ["/jobs?q=zzzqqq (no match)", "/jobs?q=zzzqqq", {}],
  ["/job/doesnotexist", "/job/doesnotexist", {}],
  ["/hi/gig/doesnotexist", "/hi/gig/doesnotexist", {}],
  ["/startup/doesnotexist", "/startup/doesnotexist", {}],
  ["/missing-listing/job (its own address)", "/missing-listing/job", {}],
  ["/job/%C0 (does not decode)", "/job/%C0", {}],
  ["/hi/job/%C0", "/hi/job/%C0", {}],
  ["/api/jobs/%C0", "/api/jobs/%C0", {}],
  ["/api/health", "/api/health", {}],
  ["/api/ready", "/api/ready", {}],
  ["/api/jobs?search=frontend&limit=2", "/api/jobs?search=frontend&limit=2", {}],
  ["/jobs (again)", "/jobs", {}],
  ["/jobs?q=frontend (again: the view's cached page)", "/jobs?q=frontend", {}],
];

/** A Lambda function URL event (payload format 2.0). */
function functionUrlEvent({ method = "GET", target, headers: given = {}, body }) {
  const [rawPath, rawQueryString = ""] = target.split(/\?(.*)/s);
  const now = new Date();
  const headers = {
    host,
    accept: "text/html,application/json;q=0.9,*/*;q=0.8",
    "user-agent": "opennext-invoke/1",
    "x-forwarded-for": "203.0.113.7",
    "x-forwarded-proto": "https",
    "x-forwarded-port": "443",
    "x-amzn-trace-id": `Root=1-${randomUUID()}`,
    ...given,
  };
  const cookies = headers.cookie ? headers.cookie.split(/;\s*/) : undefined;
  delete headers.cookie;
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(rawQueryString
      ? { queryStringParameters: Object.fromEntries(new URLSearchParams(rawQueryString)) }
      : {}),
    requestContext: {
      accountId: "anonymous",
      apiId: "local",
      domainName: host,
      domainPrefix: "local",
      http: {
        method,
        path: rawPath,
        protocol: "HTTP/1.1",
        sourceIp: "203.0.113.7",
        userAgent: headers["user-agent"],
      },
      requestId: randomUUID(),
      routeKey: "$default",
      stage: "$default",
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body?.length ? { body: body.toString("base64") } : {}),
    isBase64Encoded: Boolean(body?.length),
  };
}

/** The Lambda context: the aws-lambda wrapper does not read it, but the platform always passes one. */
const lambdaContext = () => ({
  functionName: "server-default",
  awsRequestId: randomUUID(),
  getRemainingTimeInMillis: () => 30_000,
});

// The bridge: an HTTP request on loopback becomes one more invocation of the handler.
const bridge = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(", ") : value,
    ]),
  );
  try {
    const result = await handler(
      functionUrlEvent({ method: req.method, target: req.url ?? "/", headers, body: Buffer.concat(chunks) }),
      lambdaContext(),
    );
    res.writeHead(result.statusCode, {
      ...result.headers,
      ...(result.cookies?.length ? { "set-cookie": result.cookies } : {}),
    });
    res.end(
      req.method === "HEAD"
        ? undefined
        : Buffer.from(result.body ?? "", result.isBase64Encoded ? "base64" : "utf8"),
    );
  } catch (error) {
    res.writeHead(502).end(String(error));
  }
});
await new Promise((resolve) => bridge.listen(0, "localhost", resolve));
const host = `localhost:${bridge.address().port}`;

const { handler } = await import(pathToFileURL(path.join(functionDir, "index.mjs")).href);

const unescape = (s) =>
  s
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
const first = (html, re) => unescape(html.match(re)?.[1] ?? "");

/** What the page shows of its view: the title when not the default, the search box, the count, filter, page. */
function viewOf(html) {
  const title = first(html, /<title[^>]*>([\s\S]*?)<\/title>/i);
  const shown = [];
  if (title !== defaultJobsTitle) shown.push(`title "${title}"`);
  const heading = first(html, /<h1[^>]*>([\s\S]*?)<\/h1>/i);
  if (heading && !heading.includes("Web3 and AI")) shown.push(`h1 "${heading}"`);
  const box = html.match(/name="q" value="([^"]*)"/)?.[1];
  if (box !== undefined) shown.push(`search box "${unescape(box)}"`);
  const count = first(html, /<[^>]*aria-live="polite"[^>]*>([^<]*(?:<!-- -->[^<]*)*)</);
  if (count) shown.push(count);
  const chip = first(html, /aria-label="Role type"[\s\S]*?chip-current">([^<]*)</);
  if (chip) shown.push(`chip "${chip}"`);
  const page = first(html, /aria-label="Pages"[\s\S]*?aria-current="page"[^>]*>([^<]*)</);
  if (page) shown.push(`page ${page}`);
  if (/No Jobs Found/.test(html)) shown.push('"No Jobs Found..."');
  const cards = new Set(html.match(/href="\/job\/[^"?]+/g) ?? []).size;
  shown.push(`${cards} job link${cards === 1 ? "" : "s"}`);
  return shown.join("; ");
}

/**
 * The answer's script-src, shortened: a nonce or hashes by kind, not by value ("none" without a policy); with a
 * nonce, how many of the page's scripts carry it.
 */
function scriptSources(policy, body) {
  if (!policy) return "none";
  const policies = policy.match(/default-src/g)?.length ?? 0;
  const sources = policy.match(/script-src ([^;]*)/)?.[1]?.split(/\s+/) ?? [];
  const hashes = sources.filter((source) => source.startsWith("'sha256-")).length;
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const scripts = body.match(/<script\b[^>]*>/g) ?? [];
  const signed = nonce ? scripts.filter((tag) => tag.includes(`nonce="${nonce}"`)).length : 0;
  return (
    (policies > 1 ? `${policies} policies, the first: ` : "") +
    sources
      .filter((source) => !source.startsWith("'sha256-"))
      .map((source) =>
        source.startsWith("'nonce-") ? `'nonce-…' (on ${signed} of ${scripts.length} scripts)` : source,
      )
      .concat(hashes ? [`${hashes} hashes`] : [])
      .join(" ")
  );
}

const bodyOf = (result) =>
  Buffer.from(result.body ?? "", result.isBase64Encoded ? "base64" : "utf8").toString("utf8");

function describe(result) {
  const body = bodyOf(result);
  const type = result.headers?.["content-type"] ?? "";
  return type.includes("text/html") ? viewOf(body) : body.replace(/\s+/g, " ").slice(0, 90);
}

const rows = [];
for (const [label, target, headers] of requests) {
  const started = performance.now();
  let row;
  try {
    const result = await handler(functionUrlEvent({ target, headers }), lambdaContext());
    row = {
      request: `GET ${label}`,
      status: result.statusCode,
      "x-nextjs-cache": result.headers?.["x-nextjs-cache"] ?? "",
      "script-src": scriptSources(result.headers?.["content-security-policy"], bodyOf(result)),
      answer: describe(result),
    };
  } catch (error) {
    row = { request: `GET ${label}`, status: "threw", answer: String(error?.message ?? error).slice(0, 120) };
  }
  row.ms = Math.round(performance.now() - started);
  rows.push(row);
}

const columns = ["request", "status", "x-nextjs-cache", "script-src", "answer", "ms"];
const cell = (value) => String(value ?? "").replace(/\|/g, "\\|");
console.log(`| ${columns.join(" | ")} |`);
console.log(`| ${columns.map(() => "---").join(" | ")} |`);
for (const row of rows) console.log(`| ${columns.map((c) => cell(row[c])).join(" | ")} |`);
// The handler keeps its database pool and Next's timers open, as a warm Lambda does: end here.
process.exit(0);
