/**
 * `npm run bench:import-url -w @receptari/bench`: the server's own time of POST /api/import/url
 * (docs/product.md#from-a-web-page), apart from the remote site's:
 * 1. reading and mapping: the page's recipes (readRecipePage, or the JSON-LD document),
 *    draftFromSchemaOrg and the credit, on each fixture page of
 *    apps/server/test/fixtures/import/pages, as it is and grown to 300 KB (a real post's size);
 * 2. the route through app.inject (token, schema, the fetch, the catalogue's query, the mapping,
 *    the answer) against a local site on loopback serving the grown pages, minus the time of the
 *    same fetches measured alone (the page, and the picture's, which answers 404 there: a picture
 *    goes through the media pipeline's food check, benchmarked apart in the README).
 * Fresh PGlite, in one process. Target: p95 of the server's own time under 50 ms.
 */
import { readdirSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { authTokens, categories, cuisines, users } from '../../apps/server/src/db/schema/index.ts';
import { newToken } from '../../apps/server/src/modules/auth/token.ts';
import { listOptions } from '../../apps/server/src/modules/catalog/index.ts';
import { draftFromSchemaOrg } from '../../apps/server/src/modules/import/schema-org/draft-from-schema-org.ts';
import {
  readJsonLdDocument,
  readRecipePage,
} from '../../apps/server/src/modules/import/url/extract/recipe-page.ts';
import { safeFetch } from '../../apps/server/src/modules/import/url/fetch/safe-fetch.ts';
import { recipeCredit } from '../../apps/server/src/modules/import/url/recipe-credit.ts';
import { percentile } from '../lib/two-instances.ts';
import { paddedPage } from './padded-page.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = 10;
const TARGET_MS = 50;
const pagesDir = join(import.meta.dirname, '../../apps/server/test/fixtures/import/pages');
const names = readdirSync(pagesDir).filter((n) => !['no-recipe.html', 'malformed-only.html'].includes(n));

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
};
const ms = (n: number) => n.toFixed(1).padStart(6);

// --- A local site: every fixture, grown, under /pages/; every picture a 404.
const pages = new Map<string, string>();
const server = createServer((req, res) => {
  const name = (req.url ?? '').replace(/^\/pages\//, '');
  const page = pages.get(name);
  if (!page) return res.writeHead(404).end();
  const type = name.endsWith('.jsonld') ? 'application/ld+json' : 'text/html; charset=utf-8';
  res.writeHead(200, { 'content-type': type }).end(page);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
for (const name of names) {
  const text = readFileSync(join(pagesDir, name), 'utf8').replaceAll('{{origin}}', origin);
  pages.set(name, name.endsWith('.jsonld') ? text : paddedPage(text));
}

// --- The app on a fresh PGlite, a catalogue like the demo's, users enough for the rate limit.
const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-import-'));
const database = await openDatabase({ dataDir });
await migrateDatabase(database);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  IMPORT_ALLOW_PRIVATE: '127.0.0.1',
});
const app = await buildApp({ config, database, logger: false });
await app.db.insert(categories).values(
  ['Postres', 'Carns', 'Sopes i cremes', 'Arrossos', 'Pasta', 'Entrants', 'Esmorzars'].map((name) => ({
    name,
  })),
);
await app.db
  .insert(cuisines)
  .values(['Catalunya', 'Espanya', 'Itàlia', 'Estats Units'].map((country) => ({ country })));
const people = await app.db
  .insert(users)
  .values(
    Array.from({ length: 100 }, (_, i) => ({ name: `bench-import-${i}`, email: `import-${i}@bench.cat` })),
  )
  .returning();
const tokens = people.map(() => newToken());
await app.db.insert(authTokens).values(people.map((p, i) => ({ userId: p.id, tokenHash: tokens[i]!.hash })));
const catalog = await listOptions(app.db);

/** Reading and mapping one page's text, as the route does after the fetch. */
async function readAndMap(name: string, text: string) {
  const url = new URL(`${origin}/pages/${name}`);
  const page = name.endsWith('.jsonld') ? readJsonLdDocument(text, url) : await readRecipePage(text, url);
  const recipe = page.recipes[0]!;
  return { ...draftFromSchemaOrg(recipe, catalog), source: recipeCredit(url, page, recipe) };
}

async function timed(run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const start = performance.now();
    await run();
    if (i >= WARM_UP) samples.push(performance.now() - start);
  }
  return samples;
}

console.log(`Import from a URL, server time (${RUNS} runs each, p50 / p95 / p99 in ms)`);
console.log('\n1. reading and mapping (no fetch): the fixture as it is | grown to 300 KB');
const allMapping: number[] = [];
for (const name of names) {
  const original = readFileSync(join(pagesDir, name), 'utf8').replaceAll('{{origin}}', origin);
  const small = stats(await timed(() => readAndMap(name, original)));
  const bigSamples = await timed(() => readAndMap(name, pages.get(name)!));
  allMapping.push(...bigSamples);
  const big = stats(bigSamples);
  console.log(
    `  ${name.padEnd(32)} ${ms(small.p50)} ${ms(small.p95)} ${ms(small.p99)} | ${ms(big.p50)} ${ms(big.p95)} ${ms(big.p99)}`,
  );
}
const mapping = stats(allMapping);
console.log(`  all grown pages                  ${ms(mapping.p50)} ${ms(mapping.p95)} ${ms(mapping.p99)}`);

console.log('\n2. POST /api/import/url (inject) minus the fetches alone, on the grown pages');
let call = 0;
const fetchOptions = {
  allowPrivate: ['127.0.0.1'],
  accept: { header: '*/*', takes: () => true },
};
const route: number[] = [];
const fetches: number[] = [];
for (const name of names) {
  const url = `${origin}/pages/${name}`;
  const routeSamples = await timed(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/import/url',
      headers: { authorization: `Bearer ${tokens[call++ % tokens.length]!.token}` },
      payload: { url },
    });
    if (res.statusCode !== 200) throw new Error(`bench: ${name} answered ${res.statusCode}: ${res.body}`);
  });
  const imageUrl = (await readAndMap(name, pages.get(name)!)).imageUrl;
  const fetchSamples = await timed(async () => {
    await safeFetch(url, { ...fetchOptions, signal: AbortSignal.timeout(10_000) });
    if (imageUrl)
      await safeFetch(new URL(imageUrl, url), { ...fetchOptions, signal: AbortSignal.timeout(10_000) }).catch(
        () => undefined,
      );
  });
  route.push(...routeSamples);
  fetches.push(...fetchSamples);
  const r = stats(routeSamples);
  const f = stats(fetchSamples);
  console.log(
    `  ${name.padEnd(32)} route ${ms(r.p50)} ${ms(r.p95)} | fetches ${ms(f.p50)} ${ms(f.p95)} | own ${ms(r.p50 - f.p50)}`,
  );
}
const floor = stats(
  await timed(async () => {
    await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${tokens[0]!.token}` },
    });
  }),
);
console.log(
  `  for scale, GET /api/user (inject, a signed-in no-op): p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)}`,
);
const r = stats(route);
const f = stats(fetches);
const own = { p50: r.p50 - f.p50, p95: r.p95 - f.p95 };
console.log(
  `  all pages: route p50 ${ms(r.p50)}, p95 ${ms(r.p95)}; fetches p50 ${ms(f.p50)}, p95 ${ms(f.p95)}`,
);
console.log(`  server's own time: p50 ${ms(own.p50)} ms, p95 ${ms(own.p95)} ms`);
const pass = own.p95 < TARGET_MS && mapping.p95 < TARGET_MS;
console.log(`\ntarget: p95 under ${TARGET_MS} ms: ${pass ? 'PASS' : 'FAIL'}`);

await app.close();
await database.close();
server.close();
rmSync(dataDir, { recursive: true, force: true });
