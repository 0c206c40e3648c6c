#!/usr/bin/env node
// Writes a .br (brotli, quality 11) and a .gz (gzip -9) beside every text file of the built app, so
// the server sends them as files (@fastify/static `preCompressed`) and compresses nothing per request.
// Usage: node scripts/precompress.mjs <dir> (vite build runs it on dist/).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What compresses: text. Images, woff2 fonts and videos are compressed already; index.html is never
 * sent as a file (each answer writes its own nonce into it), so the server compresses it per answer.
 */
export const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest|ico)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function* filesOf(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesOf(path);
    else yield path;
  }
}

/** Compresses every text file of `dir` that is worth it; answers how many. */
export function precompress(dir) {
  let count = 0;
  for (const path of filesOf(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    // A copy no smaller than the file is left out: the server then sends the file itself.
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
    count++;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: precompress.mjs <dir>');
    process.exit(2);
  }
  console.log(`precompressed ${precompress(dir)} files in ${dir} (.br, .gz)`);
}
