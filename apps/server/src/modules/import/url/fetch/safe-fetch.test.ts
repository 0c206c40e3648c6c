import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAddresses, pinnedLookup } from './checked-addresses.ts';
import { IMPORT_USER_AGENT, safeFetch, type SafeFetchOptions } from './safe-fetch.ts';

let server: Server;
let origin: string;
const seen: { path: string; userAgent: string; host: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({
      path: req.url ?? '',
      userAgent: req.headers['user-agent'] ?? '',
      host: req.headers.host ?? '',
    });
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/page')
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hola</p>');
    if (url.pathname.startsWith('/hop/')) {
      const n = Number(url.pathname.slice(5));
      return res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : '/page' }).end();
    }
    if (url.pathname === '/to')
      return res.writeHead(307, { location: url.searchParams.get('l') ?? '' }).end();
    if (url.pathname === '/trickle') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('.'), 50);
      return res.on('close', () => clearInterval(timer));
    }
    if (url.pathname === '/big')
      return res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.alloc(2048, 'x'));
    if (url.pathname === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (over: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  allowPrivate: ['127.0.0.1'],
  accept: { header: 'text/html', takes: (type) => type === 'text/html' },
  signal: AbortSignal.timeout(5000),
  ...over,
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err as { statusCode: number; code: string },
  );

describe('safeFetch', () => {
  it('reads a page, naming the app, and tells where it ended after redirects', async () => {
    const page = await safeFetch(`${origin}/hop/3`, options());
    expect(page.body.toString()).toBe('<p>hola</p>');
    expect(page.url.href).toBe(`${origin}/page`);
    expect(page.contentType).toBe('text/html');
    expect(seen.at(-1)).toMatchObject({ path: '/page', userAgent: IMPORT_USER_AGENT });
  });

  it('follows at most the redirects allowed', async () => {
    await expect(safeFetch(`${origin}/hop/2`, options({ maxRedirects: 2 }))).resolves.toBeDefined();
    expect(await refusal(safeFetch(`${origin}/hop/3`, options({ maxRedirects: 2 })))).toMatchObject({
      code: 'import_too_many_redirects',
    });
  });

  it('checks each redirect target again, and never connects to a refused one', async () => {
    const before = seen.length;
    const port = new URL(origin).port;
    for (const target of [`http://127.0.0.2:${port}/page`, `http://[::1]:${port}/page`, 'http://10.0.0.1/']) {
      const err = await refusal(safeFetch(`${origin}/to?l=${encodeURIComponent(target)}`, options()));
      expect(err, target).toMatchObject({ statusCode: 422, code: 'import_url_private' });
    }
    expect(seen.slice(before).map((s) => s.path.split('?')[0])).toEqual(['/to', '/to', '/to']);
  });

  it('refuses the first address too when it is not allowed', async () => {
    expect(await refusal(safeFetch(`${origin}/page`, options({ allowPrivate: false })))).toMatchObject({
      code: 'import_url_private',
    });
  });

  it('stops reading past the cap', async () => {
    expect(await refusal(safeFetch(`${origin}/big`, options({ maxBytes: 1024 })))).toMatchObject({
      code: 'import_page_too_large',
    });
    await expect(safeFetch(`${origin}/big`, options({ maxBytes: 4096 }))).resolves.toBeDefined();
  });

  it('gives up at the deadline, even while the body still trickles in', async () => {
    const started = Date.now();
    const err = await refusal(safeFetch(`${origin}/trickle`, options({ signal: AbortSignal.timeout(300) })));
    expect(err).toMatchObject({ code: 'import_timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a media type it does not take, and maps the remote status', async () => {
    expect(await refusal(safeFetch(`${origin}/json`, options()))).toMatchObject({
      code: 'import_not_a_page',
    });
    expect(await refusal(safeFetch(`${origin}/nowhere`, options()))).toMatchObject({
      code: 'import_page_missing',
    });
  });

  it('a closed port is unreachable', async () => {
    expect(await refusal(safeFetch('http://127.0.0.1:1/', options()))).toMatchObject({
      code: 'import_unreachable',
    });
  });
});

describe('checkedAddresses and pinnedLookup', () => {
  const signal = () => AbortSignal.timeout(5000);

  it('a name is refused when any of its addresses is (localhost from the hosts file)', async () => {
    await expect(checkedAddresses('localhost', false, signal())).rejects.toMatchObject({
      code: 'import_url_private',
    });
  });

  it('connects only to the addresses checked, whatever name the socket asks for', async () => {
    const lookup = pinnedLookup([{ address: '93.184.216.34', family: 4 }]);
    const one = await new Promise((resolve) =>
      lookup('rebinding.example', {}, (_err, address, family) => resolve({ address, family })),
    );
    expect(one).toEqual({ address: '93.184.216.34', family: 4 });
    const all = await new Promise((resolve) =>
      lookup('rebinding.example', { all: true }, (_err, addresses) => resolve(addresses)),
    );
    expect(all).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });
});
