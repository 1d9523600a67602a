// The security headers of every answer (next.config.mjs). Plain JS, so next.config.mjs can import it.

/**
 * Content-Security-Policy: only this origin's scripts, styles, fonts, images and calls; no plugins, no framing,
 * no foreign <base> or form targets. Inline scripts are still allowed ('unsafe-inline'): the cached pages carry
 * Next's inline bootstrap scripts, which a per-request nonce cannot sign; eval is allowed in development only.
 */
export function contentSecurityPolicy(production) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
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
  ].join("; ");
}

export const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** The headers of every path; HSTS only in production (a dev server on http://localhost must stay reachable). */
export function securityHeaders(production) {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Content-Security-Policy", value: contentSecurityPolicy(production) },
    { key: "Permissions-Policy", value: permissionsPolicy },
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}
