// Bundles the server into dist/server.js, and the worker threads of the food check and the video
// check into dist/food-check-worker.js and dist/video-check-worker.js beside it (the server starts
// them from there). Workspace TypeScript
// (packages/shared) is bundled in; every npm dependency stays external and loads from node_modules.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@receptari/')) // workspace TypeScript: bundled, never loaded by node
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'food-check-worker': new URL('./src/ai/builtin/food-check/food-check-worker.ts', import.meta.url)
      .pathname,
    'video-check-worker': new URL('./src/modules/media/video-check-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // esbuild: only the sources bundle the worker on the fly (food-check/bundle-for-dev.ts), never dist/.
  external: [...external, 'zod', 'zod/*', 'esbuild'],
  logLevel: 'warning',
  // Names what the server keeps per build in its data folder (the API document, plugins/openapi.ts).
  define: { __RECEPTARI_BUILD_ID__: JSON.stringify(`${Date.now().toString(36)}-${randomUUID()}`) },
});
