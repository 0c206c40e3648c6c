/**
 * The URL of the video check's worker script: beside dist/server.js in the bundle (build.mjs), or
 * bundled on first use from the TypeScript sources, as the food check's worker is (see there).
 */
export async function videoCheckWorkerEntry(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) return new URL('./video-check-worker.js', import.meta.url);
  const { bundleForDev } = await import('../../ai/builtin/food-check/bundle-for-dev.ts');
  return bundleForDev(new URL('./video-check-worker.ts', import.meta.url));
}
