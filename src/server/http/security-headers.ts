import type { MiddlewareHandler } from "hono";

export interface SecurityHeaderOptions {
  /** The public address; HSTS and upgrade-insecure-requests only when it is https. */
  baseUrl: string;
  /** `sha256-…` sources of the inline scripts in the built index.html (may be empty). */
  scriptHashes: readonly string[];
}

/**
 * The Content-Security-Policy for every response.
 *
 * Scripts: our own files plus the exact inline scripts of index.html, by hash;
 * no 'unsafe-inline', no 'unsafe-eval', so injected markup cannot run script.
 *
 * Styles: 'unsafe-inline' is allowed on purpose. sonner and Radix's scroll lock
 * (react-remove-scroll) add <style> elements at run time without a nonce we could
 * pass them, and Radix positions popovers through style attributes. Inline CSS
 * cannot execute script; the remaining risk (CSS that restyles or leaks attribute
 * values to another host) is closed by img-src/font-src/connect-src 'self'.
 */
export function contentSecurityPolicy({ baseUrl, scriptHashes }: SecurityHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // The favicon is a data: SVG in index.html.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (isHttps(baseUrl)) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

// Features the app never uses are switched off for the page and anything it embeds.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Builds the header set once; the middleware copies it onto every response. */
export function securityHeaderValues(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY", // frame-ancestors for browsers that predate it
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  // Over plain http the header is ignored by browsers and would only mislead.
  if (isHttps(options.baseUrl))
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * Sets the security headers on every response the app sends: API answers,
 * errors, 404s, the SPA shell and its assets. Registered first, so it wraps
 * everything, including what onError and notFound produce.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const values = Object.entries(securityHeaderValues(options));
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      for (const [name, value] of values) headers.set(name, value);
    } catch {
      // A Response with immutable headers (one passed through from fetch): copy it.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      for (const [name, value] of values) headers.set(name, value);
    }
  };
}

function isHttps(url: string): boolean {
  return url.startsWith("https://");
}
