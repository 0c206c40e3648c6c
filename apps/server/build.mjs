// Bundles the server into dist/server.js. Workspace TypeScript (packages/shared)
// is bundled in; every npm dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@receptari/')) // workspace TypeScript: bundled, never loaded by node
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'zod', 'zod/*'],
  logLevel: 'warning',
});
