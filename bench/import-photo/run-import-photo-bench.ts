/**
 * `npm run bench:import-photo -w @receptari/bench`: POST /api/import/photo end to end, over HTTP, on
 * the real server (PGlite in a temporary folder, the builtin AI provider, Debian's tesseract).
 *
 * 1. Phone photos: 3000x4000 JPEGs of drawn recipe cards (printed and handwritten capitals), each
 *    posted as a phone would; the time until the draft is back, against the 10 s target.
 * 2. Every card of test/fixtures/recipe-cards.ts in every hand of render-recipe-card.ts, at
 *    1500x2000: title, ingredient names and steps read back, per card (the figures of bench/README.md).
 *
 * Writes bench/reports/import-photo-<date>.md. Options: --quick (phone photos only).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import {
  CARD_FONTS,
  type CardFont,
  requireCardFonts,
} from '../../apps/server/test/helpers/render-recipe-card.ts';
import { measurePhone, PHONE_TARGET_MS, readEveryCard } from './measure-import-photo.ts';

requireCardFonts(Object.keys(CARD_FONTS) as CardFont[]);
const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-photo-'));
const database = await openDatabase({ dataDir });
await migrateDatabase(database);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** A new user per part: the route allows 20 photos in 10 minutes per user. */
async function newUser(name: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name}@bench.cat`, password: 'contrasenya-de-banc-7' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ')} at start`;
console.log(`bench:import-photo on ${machine}`);

const phoneFonts: CardFont[] = ['printed', 'capitals'];
const phones = await measurePhone(base, await newUser(`phone${Date.now()}`), phoneFonts, (line) =>
  console.log(line),
);
const report = [
  `# POST /api/import/photo (${new Date().toISOString().slice(0, 16)}, ${machine})`,
  '',
  phones.table,
];

if (!process.argv.includes('--quick')) {
  for (const font of Object.keys(CARD_FONTS) as CardFont[]) {
    const cards = await readEveryCard(base, await newUser(`${font}${Date.now()}`), font, (line) =>
      console.log(line),
    );
    report.push('', `## ${font} (${CARD_FONTS[font].family})`, '', cards);
  }
}

await app.close();
rmSync(dataDir, { recursive: true, force: true });
const reports = new URL('../reports/', import.meta.url);
mkdirSync(reports, { recursive: true });
const file = new URL(`import-photo-${new Date().toISOString().slice(0, 10)}.md`, reports);
writeFileSync(file, `${report.join('\n')}\n`);
console.log(`\n${report.join('\n')}\n\nwritten to ${file.pathname}`);
console.log(phones.worstMs <= PHONE_TARGET_MS ? 'PASS: every phone photo under 10 s' : 'FAIL: over 10 s');
