import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { foodPhoto, peoplePhoto } from './sample-images.ts';

const pagesDir = fileURLToPath(new URL('../fixtures/import/pages/', import.meta.url));
const MB = 1024 * 1024;

export interface RecipeSite {
  /** `http://127.0.0.1:<port>`: what the fixtures' `{{origin}}` becomes. */
  readonly origin: string;
  readonly url: (path: string) => string;
  /** Paths asked for, in order, to tell what the import fetched. */
  readonly requests: string[];
  /** The User-Agent of the last request. */
  lastUserAgent: string;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL, site: RecipeSite) => void;

/** A fixture page, `{{origin}}` filled in; `.latin1.html` pages are sent as ISO-8859-1 bytes. */
function page(name: string, site: RecipeSite, res: ServerResponse) {
  const text = readFileSync(`${pagesDir}${name}`, 'utf8').replaceAll('{{origin}}', site.origin);
  const latin1 = name.endsWith('.latin1.html');
  const type = name.endsWith('.jsonld')
    ? 'application/ld+json'
    : `text/html; charset=${latin1 ? 'iso-8859-1' : 'utf-8'}`;
  res.writeHead(200, { 'content-type': type }).end(Buffer.from(text, latin1 ? 'latin1' : 'utf8'));
}

const redirect = (res: ServerResponse, location: string, status = 302) =>
  res.writeHead(status, { location }).end();

/** Routes besides /pages/<fixture>: redirects, slow and huge answers, errors and pictures. */
const ROUTES: Record<string, Handler> = {
  // /redirect/3 -> /redirect/2 -> /redirect/1 -> the BBC-like page: n redirects in all.
  redirect: (_req, res, url) => {
    const n = Number(url.pathname.split('/')[2] ?? 1);
    redirect(res, n > 1 ? `/redirect/${n - 1}` : '/pages/bbc-good-food.html', n % 2 ? 301 : 307);
  },
  // /redirect-to?location=<anything>: one hop wherever it says (private addresses, file:, ...)
  'redirect-to': (_req, res, url) => redirect(res, url.searchParams.get('location') ?? '/'),
  // Never answers: the import's deadline ends it.
  slow: () => undefined,
  // Headers at once, then a trickle that never ends.
  'slow-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => res.write('<p>encara no</p>'), 500);
    res.on('close', () => clearInterval(timer));
  },
  // 6 MB with its length announced, and 6 MB chunked with none.
  huge: (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.alloc(6 * MB, 'a')),
  'huge-chunked': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'b');
    let sent = 0;
    const more = () => {
      while (sent < 6 * MB && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end();
    };
    more();
  },
  status: (_req, res, url) => res.writeHead(Number(url.pathname.split('/')[2])).end('error'),
  pdf: (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4'),
  images: (_req, res, url) => {
    const name = url.pathname.split('/')[2] ?? '';
    if (name === 'people.jpg')
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(peoplePhoto());
    if (name === 'not-a-picture.jpg')
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>no</html>');
    if (name === 'huge.jpg')
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(6 * MB));
    if (name.startsWith('missing')) return void res.writeHead(404).end();
    // Any other name is a real food photo, as a CDN labelled it.
    const type = name.endsWith('.bin') ? 'application/octet-stream' : 'image/jpeg';
    res.writeHead(200, { 'content-type': type }).end(foodPhoto('E007'));
  },
};

/**
 * A recipe site on 127.0.0.1 for the import tests: the fixture pages of
 * test/fixtures/import/pages under /pages/, and the special routes above. Reachable only with
 * IMPORT_ALLOW_PRIVATE set, since it is on loopback.
 */
export async function startRecipeSite(): Promise<RecipeSite> {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    site.requests.push(url.pathname + url.search);
    site.lastUserAgent = req.headers['user-agent'] ?? '';
    const [, first = '', rest = ''] = url.pathname.split('/');
    try {
      if (first === 'pages') page(decodeURIComponent(rest), site, res);
      else if (ROUTES[first]) ROUTES[first](req, res, url, site);
      else res.writeHead(404).end('not found');
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const site: RecipeSite = {
    origin,
    url: (path) => `${origin}${path}`,
    requests: [],
    lastUserAgent: '',
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return site;
}
