/**
 * The URL of the food-check worker's script. In dist/server.js (this code bundled into it),
 * build.mjs has put the worker's own bundle beside it. From the TypeScript sources (vitest,
 * tsx), a worker thread cannot load .ts under Node 20: tsx's loader given in a worker's
 * execArgv does not reach the worker's entry, so the worker is bundled on first use instead.
 */
export async function foodCheckWorkerEntry(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) return new URL('./food-check-worker.js', import.meta.url);
  const { bundleForDev } = await import('./bundle-for-dev.ts');
  return bundleForDev(new URL('./food-check-worker.ts', import.meta.url));
}
