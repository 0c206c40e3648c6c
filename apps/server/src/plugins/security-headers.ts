import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { strictTransportSecurity } from 'helmet';

declare module 'fastify' {
  interface FastifyRequest {
    /** This answer's CSP nonce: index.html carries it, and Mantine's <style> tags with it. */
    cspNonce: string;
  }
}

/** What the web build writes where the nonce goes (vite.config.ts `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

type NoncedRequest = IncomingMessage & { cspNonce?: string };

/**
 * The Content-Security-Policy, as docs and README state it. Scripts only from the app itself, no
 * inline script or handler attribute; styles from the app's own files plus the <style> tags that
 * Mantine and react-remove-scroll insert, which carry this answer's nonce; no style attributes in
 * markup (React's `style` prop sets CSSOM properties, which CSP does not govern). Media may be a
 * blob: URL (a chosen video is read in the browser for the food check); nothing may frame the app.
 * The service worker (/sw.js) and the web app manifest need no directive of their own: worker-src
 * falls back to script-src and manifest-src to default-src, both 'self' (docs/decisions/0025).
 */
export const cspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", (req: IncomingMessage) => `'nonce-${(req as NoncedRequest).cspNonce ?? ''}'`],
  styleSrcAttr: ["'none'"],
  imgSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Camera and microphone for the app itself (lives); every other powerful feature off. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

const everyAnswer = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // COEP require-corp would stop nothing here (no cross-origin resources) and is off by default.
  crossOriginEmbedderPolicy: false,
  // The app links nowhere that needs to know where the reader came from.
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  // HSTS only over HTTPS (below): over plain HTTP it would be ignored, and on localhost harmful.
  strictTransportSecurity: false,
});
const overHttps = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

/** Sets every security header on a raw answer; `https` adds HSTS. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  request.cspNonce = randomBytes(16).toString('base64');
  (request.raw as NoncedRequest).cspNonce = request.cspNonce;
  const res = reply.raw as ServerResponse;
  // Helmet's middlewares are synchronous and never fail: their `next` is called before they return.
  everyAnswer(request.raw, res, () => undefined);
  if (request.protocol === 'https') overHttps(request.raw, res, () => undefined);
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
}

/**
 * The answers of Socket.IO's HTTP long-polling (and its WebSocket upgrades): the engine writes
 * them on the raw server before Fastify sees the request, so no hook reaches them. They are never
 * a page, so the policy allows nothing at all.
 */
export const SOCKET_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * Sets `headers` on every answer of the raw HTTP server under `prefix`, before any of its request
 * listeners runs. Socket.IO's engine answers its paths itself (including its own 400s), so this
 * is the one place its answers can be reached; headers a listener writes itself still win.
 */
export function setHeadersUnder(server: Server, prefix: string, headers: Readonly<Record<string, string>>) {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith(prefix))
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    for (const listener of listeners) listener.call(server, req, res);
  });
}

/**
 * Helmet on every answer. Run as the first onRequest hook of the root, not as a plugin scoped to
 * routes: 404s, error answers, static files and the SPA's index.html all get the headers. The
 * answers Fastify gives before any hook (a URL it cannot decode) get them through `frameworkErrors`.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request, reply);
    done();
  });
}
