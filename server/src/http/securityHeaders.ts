// The security headers of every answer (docs/security.md "Headers and CSP"), built once at start and written on each
// request. The app's pages and files get helmet's: a Content-Security-Policy without inline scripts
// or styles that no site may frame, nosniff, a strict referrer policy. An `/api/*` answer is JSON,
// a CSV or an empty 204, never a page, so it gets the short set OWASP's REST Security Cheat Sheet
// gives for an API (docs/decisions/024-an-api-answer-gets-the-apis-security-headers-not.md): a policy that lets nothing load or run and no site
// frame it, nosniff, no framing, the same referrer policy, readable by this site only, kept by no
// cache. Both get HSTS when the request came over TLS (behind the proxy that ends TLS,
// X-Forwarded-Proto says so).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function installSecurityHeaders(app: FastifyInstance): void {
  const writeHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
        'frame-src': ["'self'", 'https://accounts.google.com'],
        'connect-src': ["'self'", 'https://accounts.google.com'],
        // No 'unsafe-inline' (docs/security.md "Headers and CSP"): the web styles by classes in CSS files only.
        'style-src': ["'self'", 'https://accounts.google.com/gsi/style'],
        // The app's own service worker (/sw.js and the Workbox file it loads), nothing else's.
        'worker-src': ["'self'"],
        // The demo runs over plain http on a laptop or a camp LAN; production sits behind TLS.
        'upgrade-insecure-requests': null,
        // No site may frame the app (clickjacking).
        'frame-ancestors': ["'none'"],
      },
    },
    // Google's popup talks back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  // Helmet's headers are the same on every answer (no nonces), so they are read off it once and
  // written on each request as one object; running helmet's dozen middlewares per request showed in
  // the roster's profile (docs/performance.md).
  const forPages = headersOf(writeHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers((request.routeOptions.url ?? request.url).startsWith('/api/') ? forCalls : forPages);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}

/** The headers of an `/api/*` answer. */
const forCalls: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  // docs/security.md: API answers are personal (a roster, a session, a CSV), so no browser or shared
  // cache keeps them; a route that wants caching sets its own header after this one.
  'cache-control': 'no-store',
});

/** The headers helmet writes, as one object (it only sets and removes headers on the response). */
function headersOf(writeHeaders: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  writeHeaders({} as IncomingMessage, response as unknown as ServerResponse, () => (done = true));
  if (!done || Object.keys(headers).length === 0) throw new Error('helmet did not write its headers at once');
  return Object.freeze(headers);
}
