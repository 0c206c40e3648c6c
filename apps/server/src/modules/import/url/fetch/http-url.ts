import { fetchRefusals } from './fetch-refusals.ts';

/**
 * A pasted address or a redirect's target as a URL the import may ask for: http or https only (no
 * file:, data:, ftp: or javascript:), and without credentials, which a page's address never needs.
 */
export function httpUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw fetchRefusals.notHttp();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fetchRefusals.notHttp();
  url.username = '';
  url.password = '';
  return url;
}

/** The host as DNS and ipaddr.js read it: an IPv6 literal without its brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/u, '$1');
