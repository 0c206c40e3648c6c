const BASE = 'http://receptari.invalid';
const AUTH_PAGES = /^\/(login|register)\/?$/i;

/**
 * The `redirect` query of the login page, made safe: only a same-site relative path starting with a
 * single '/' is kept (no '//host', no backslashes, no control characters, not the auth pages
 * themselves); anything else gives `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers read '\' as '/', and drop tabs and newlines: '/\evil.com' or '/\t/evil.com' leave the site.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || AUTH_PAGES.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The login page, with a way back to `returnTo` (a path plus its query). */
export function loginPath(returnTo?: string): string {
  const back = returnTo ? safeRedirect(returnTo, '') : '';
  return back && back !== '/' ? `/login?redirect=${encodeURIComponent(back)}` : '/login';
}
