// The security headers of every answer (next.config.mjs) and the Content-Security-Policy of each kind of answer.
// Plain JS, so next.config.mjs, the page cache and proxy.ts can import it.
//
// In production no policy allows inline scripts wholesale ('unsafe-inline'): a page rendered per request carries a
// nonce proxy.ts made for it (Next writes it on every script it renders), a cached page the hashes of its own inline
// scripts (lib/site/page-cache.mjs stores them with it), and everything else (the API, files) allows this origin's
// scripts only. Each answer has exactly one policy, so the one it has is the one the browser enforces.

const directives = (production, scripts) => [
  "default-src 'self'",
  `script-src ${scripts.join(" ")}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  `connect-src 'self'${production ? "" : " ws: wss:"}`,
  "frame-ancestors 'none'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
];

/**
 * The policy of a production answer: only this origin's scripts, styles, fonts, images and calls, no plugins, no
 * framing, no foreign <base> or form targets; an inline script runs only when `scriptSources` names it (a page's
 * 'nonce-…' or its 'sha256-…' hashes).
 * @param {string[]} [scriptSources]
 */
export const contentSecurityPolicy = (scriptSources = []) =>
  directives(true, ["'self'", ...scriptSources]).join("; ");

/**
 * Development's policy, on every answer: `next dev` serves no cached page with hashes and its scripts use eval, so
 * inline scripts and eval are allowed there (and websockets, for its refresh).
 */
export const developmentPolicy = () =>
  directives(false, ["'self'", "'unsafe-inline'", "'unsafe-eval'"]).join("; ");

/**
 * On a platform whose own cache serves the cached pages (Vercel, or PLATFORM_PAGE_CACHE=1 at build), our page cache
 * and the hashes it adds are not used: there the cached pages' policy has to allow inline scripts.
 */
export const platformPagePolicy = () => directives(true, ["'self'", "'unsafe-inline'"]).join("; ");

export const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** The organisers' check-in pages read tickets' QR codes with the phone's camera: this origin's page only. */
export const cameraPermissionsPolicy = permissionsPolicy.replace("camera=()", "camera=(self)");
const cameraRule = {
  source: "/dashboard/events/(.*)/check-in",
  headers: [{ key: "Permissions-Policy", value: cameraPermissionsPolicy }],
};

/** The headers of every path but the policy; HSTS only in production (a dev server on http://localhost must stay reachable). */
export function securityHeaders(production) {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: permissionsPolicy },
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}

/**
 * next.config.mjs's header rules. Sources without a named parameter (`/(.*)`, not `/:path*`): with one, Next
 * compiles every header's value against it on every request.
 * - Every path: the headers above.
 * - Production, /api: the strict policy. Pages get theirs from proxy.ts (per request) or the page cache (cached).
 * - Production on a platform with its own page cache: a policy allowing inline scripts on every path, which
 *   proxy.ts's nonce policy replaces on the pages rendered per request.
 * - Development: the development policy on every path.
 * - Every mode: the camera for this origin on an event's check-in page (a later rule wins in Next).
 * @param {{ production: boolean, platformPageCache?: boolean }} options
 */
export function securityHeaderRules({ production, platformPageCache = false }) {
  const policy = (value) => [{ key: "Content-Security-Policy", value }];
  if (!production) {
    return [
      { source: "/(.*)", headers: [...securityHeaders(false), ...policy(developmentPolicy())] },
      cameraRule,
    ];
  }
  if (platformPageCache) {
    return [
      { source: "/(.*)", headers: [...securityHeaders(true), ...policy(platformPagePolicy())] },
      cameraRule,
    ];
  }
  return [
    { source: "/(.*)", headers: securityHeaders(true) },
    { source: "/api/(.*)", headers: policy(contentSecurityPolicy()) },
    cameraRule,
  ];
}
