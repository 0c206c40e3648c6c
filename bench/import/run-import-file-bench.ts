/**
 * `npm run bench:import-file`: a 1,000-recipe Paprika export, a photo each, uploaded to the built
 * server (`npm run build -w @receptari/server` first) and committed whole, as a cook moving their
 * collection would (docs/product.md#from-another-app). Prints the preview's time (upload, unpack,
 * map, pictures to disk), the commit's (1,000 recipes, each picture through the food check and the
 * variants), the total, and the server process's resident memory: before, and its peak (VmHWM).
 * Target: the whole under 60 s on this machine, memory bounded (the file is streamed, not held).
 */
import { startBuiltServer } from '../lib/built-server.ts';
import { cpuMs } from '../lib/two-instances.ts';
import { paprikaBenchFile } from './paprika-bench-file.ts';
import { peakResidentMegabytes, residentMegabytes } from './process-memory.ts';

const COUNT = Number(process.env.BENCH_IMPORT_RECIPES ?? 1000);
/** BENCH_IMPORT_PHOTOS=0: the same recipes without photos, to tell the pictures' cost apart. */
const PHOTOS = process.env.BENCH_IMPORT_PHOTOS !== '0';
/** Ids per commit request, as a screen showing progress would send them. */
const BATCH = 100;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (mb: number | null) => (mb === null ? 'n/a' : `${mb.toFixed(0)} MB`);

const started = performance.now();
const file = await paprikaBenchFile(COUNT, PHOTOS);
console.log(
  `bench: ${COUNT} recipes, ${(file.length / 1024 / 1024).toFixed(1)} MB file, built in ${seconds(performance.now() - started)}`,
);

const server = await startBuiltServer('import-file');
try {
  const name = `bench_${Date.now().toString(36)}`;
  const register = await fetch(`${server.base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name}@bench.cat`, password: 'bench-cullera-fosca-27' }),
  });
  const { token } = (await register.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const before = residentMegabytes(server.pid);
  const cpuBefore = cpuMs(server.pid);

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench.paprikarecipes');
  const previewStart = performance.now();
  const preview = await fetch(`${server.base}/api/import/file`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (!preview.ok) throw new Error(`preview answered ${preview.status}: ${await preview.text()}`);
  const found = (await preview.json()) as { import_id: string; recipes: { id: string }[] };
  const previewMs = performance.now() - previewStart;
  const afterPreview = peakResidentMegabytes(server.pid);

  const previewCpu = cpuMs(server.pid) - cpuBefore;

  const commitStart = performance.now();
  const ids = found.recipes.map((r) => r.id);
  const done = { created: 0, failed: [] as string[] };
  for (let i = 0; i < ids.length; i += BATCH) {
    const commit = await fetch(`${server.base}/api/import/${found.import_id}/commit`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ids.slice(i, i + BATCH) }),
    });
    if (!commit.ok) throw new Error(`commit answered ${commit.status}: ${await commit.text()}`);
    const answer = (await commit.json()) as { created: number[]; failed: { message: string }[] };
    done.created += answer.created.length;
    done.failed.push(...answer.failed.map((f) => f.message));
  }
  const commitMs = performance.now() - commitStart;
  const commitCpu = cpuMs(server.pid) - cpuBefore - previewCpu;

  console.log(
    `preview: ${seconds(previewMs)} (${found.recipes.length} recipes; server CPU ${seconds(previewCpu)})`,
  );
  console.log(
    `commit:  ${seconds(commitMs)} (${done.created} created, ${done.failed.length} failed; ` +
      `${Math.ceil(ids.length / BATCH)} requests of ${BATCH}; server CPU ${seconds(commitCpu)})`,
  );
  console.log(`total:   ${seconds(previewMs + commitMs)} (target under 60 s)`);
  console.log(
    `server resident memory: ${megabytes(before)} before, peak ${megabytes(afterPreview)} by the preview's end, ` +
      `peak ${megabytes(peakResidentMegabytes(server.pid))} by the commit's end`,
  );
  if (done.failed.length > 0) console.log(`first failure: ${done.failed[0]}`);
} finally {
  await server.stop();
}
