import { caPlanning } from '@receptari/shared/i18n/ca-planning';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** A bare host name or IP address with an optional port: no user info, path, query or second scheme. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the calendar feed's address is built on ("https://receptari.cat"). The config names
 * no public origin, so it comes from the request, and this is what is trusted:
 * - the Host header, which names the site the caller's browser is on: no page script or link can
 *   make a browser send another site's name in it, and the bearer token these routes require lives
 *   in that site's storage only. Whoever forges it forges their own request and fools only
 *   themselves; the answer is `private, no-store`, so no shared cache hands it to anyone else;
 * - behind a proxy, X-Forwarded-Host and X-Forwarded-Proto only from the proxies TRUST_PROXY names
 *   (Fastify's request.host and request.protocol read them only then; lib/trust-proxy.ts);
 * - and the host must be a bare host[:port] (HOST above), so no header can slip in user info
 *   ("good.cat@evil.example"), a path or another scheme: the address always points at that host.
 */
export function publicOrigin(request: FastifyRequest): string {
  const host = request.host;
  if (!HOST.test(host)) throw AppError.badRequest('bad_request', caPlanning.errors.badHost);
  // Through URL, so a default port goes (http://host:80 is http://host) and the case is one.
  return new URL(`${request.protocol}://${host}`).origin;
}
