import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

/**
 * Inside apps/server's node_modules, so the bundle's bare imports (tfjs, nsfwjs...) resolve
 * from node_modules exactly as from dist/; a file in the OS temp folder would find none.
 */
const cacheDir = new URL('../../../../node_modules/.cache/receptari/', import.meta.url);

/** Like build.mjs: npm packages stay external, workspace TypeScript (@receptari/*) is bundled in. */
const npmExternal: Plugin = {
  name: 'npm-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@receptari/') ? undefined : { path: args.path, external: true },
    );
  },
};

const bundles = new Map<string, Promise<URL>>();

/**
 * Bundles a worker's TypeScript entry with esbuild (a root devDependency: this runs only from
 * the sources, never in production) into a file named by its content's hash, once per
 * process. Written to a temporary name and renamed, so test processes bundling at the same
 * time never load each other's half-written file. Chosen over a TypeScript loader in the
 * worker: the worker then runs the same kind of plain bundle as in dist/.
 */
export function bundleForDev(entry: URL): Promise<URL> {
  let bundle = bundles.get(entry.href);
  if (!bundle) {
    bundle = writeBundle(entry);
    bundles.set(entry.href, bundle);
    bundle.catch(() => bundles.delete(entry.href));
  }
  return bundle;
}

async function writeBundle(entry: URL): Promise<URL> {
  // Imported when needed: a static import would be hoisted into dist/server.js by esbuild.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    write: false,
    plugins: [npmExternal],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild produced no bundle for ${entry.href}`);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const out = new URL(`worker-${hash}.mjs`, cacheDir);
  if (!existsSync(out)) {
    await mkdir(cacheDir, { recursive: true });
    const partial = new URL(`worker-${hash}.${process.pid}.${Date.now()}.tmp`, cacheDir);
    await writeFile(partial, code);
    await rename(partial, out);
  }
  return out;
}
