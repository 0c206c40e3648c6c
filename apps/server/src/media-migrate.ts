// `npm run media:migrate -- --to s3`: copies every object of the local media folder to the bucket
// of the S3_* settings (or back, `--to local`), then the app can be switched with MEDIA_STORE
// (docs/decisions/0022). Resumable and idempotent; prints what it did; exit code 1 if any failed.
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { createMediaStorage } from './storage/create-media-storage.ts';
import { migrateMedia } from './storage/migrate-media.ts';

const USAGE = 'usage: npm run media:migrate -- --to s3|local [--verbose]';

async function main() {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, verbose: { type: 'boolean', default: false } },
  });
  if (values.to !== 's3' && values.to !== 'local') throw new Error(USAGE);
  const config = loadConfig();
  const other = values.to === 's3' ? 'local' : 's3';
  const from = createMediaStorage({ ...config, MEDIA_STORE: other });
  const to = createMediaStorage({ ...config, MEDIA_STORE: values.to });
  try {
    // A bucket that cannot be used says why now, not once per object.
    await from.check?.();
    await to.check?.();
    const started = Date.now();
    const report = await migrateMedia(from, to, values.verbose ? (line) => console.log(line) : undefined);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      [
        `media:migrate ${other} -> ${values.to} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
        `  objects in the source: ${report.objects}`,
        `  copied and verified:   ${report.copied} (${mb(report.copiedBytes)})`,
        `  already there:         ${report.skipped} (${mb(report.skippedBytes)})`,
        `  failed:                ${report.failed.length}`,
        ...report.failed.slice(0, 20).map((f) => `    ${f.key}: ${f.reason}`),
        report.failed.length > 20 ? `    … and ${report.failed.length - 20} more` : '',
        report.failed.length
          ? 'Run it again to retry the failed ones; switch MEDIA_STORE only once none fail.'
          : `Done: set MEDIA_STORE=${values.to} and restart the app.`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
    process.exitCode = report.failed.length ? 1 : 0;
  } finally {
    from.close?.();
    to.close?.();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
