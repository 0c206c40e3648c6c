import type { FastifyRequest } from 'fastify';

/** A bare host name or IP address with an optional port: no user info, path, query or second scheme. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute addresses are built on ("https://receptari.cat"): the meal plan's calendar
 * feed and a recipe page's preview tags (docs/product.md#sharing-a-recipe). The config names no
 * public origin, so it comes from the request, and this is what is trusted:
 * - the Host header, which names the site the caller's browser is on: no page script or link can
 *   make a browser send another site's name in it. Whoever forges it forges their own request and
 *   fools only themselves: the calendar's answers are `private, no-store`, and the recipe page is
 *   `no-cache` with no validator, so no shared cache hands one caller's answer to another;
 * - behind a proxy, X-Forwarded-Host and X-Forwarded-Proto only from the proxies TRUST_PROXY names
 *   (Fastify's request.host and request.protocol read them only then; lib/trust-proxy.ts);
 * - and the host must be a bare host[:port] (HOST above), so no header can slip in user info
 *   ("good.cat@evil.example"), a path or another scheme: the address always points at that host.
 * Null when the host is not one; each caller decides what that means (a 400, or no tags).
 */
export function publicOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  if (!HOST.test(host)) return null;
  // Through URL, so a default port goes (http://host:80 is http://host) and the case is one.
  return new URL(`${request.protocol}://${host}`).origin;
}
