import { isIP } from 'node:net';

/**
 * Issue 37's bad input: the whole-site load test runs only against this machine. Every address the
 * bench loads (the balancer, the generators' target, PostgreSQL, Redis) goes through here first;
 * anything else stops the run with the reason, before a single request is sent.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.split('.')[0] === '127';
  if (isIP(host) === 6) return host === '::1' || /^::ffff:127\./.test(host);
  return false;
}

/** Throws unless `url` (http, ws, postgres, redis…) names a loopback host; `what` says which address. */
export function refuseNonLoopback(what: string, url: string): void {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    throw new Error(`bench:site: ${what} "${url}" is not a URL; the load test runs on loopback only.`);
  }
  if (!isLoopbackHost(hostname))
    throw new Error(
      `bench:site: refused: ${what} "${url}" is not a loopback address (127.0.0.0/8, ::1, localhost); the load test never loads another machine.`,
    );
}
