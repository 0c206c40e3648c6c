import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { defaultMigrationsFolder } from '../db/migrate.ts';
import { callerDir, runCli } from './run-cli.ts';
import { writeBackup } from './write-backup.ts';

// `npm run backup -- --out <file> [--with-media | --without-media]` (docs/operations.md): the
// server's configuration from the environment, as for `npm start`.
runCli(async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'with-media': { type: 'boolean' },
      'without-media': { type: 'boolean' },
    },
  });
  if (!values.out) throw new Error('usage: npm run backup -- --out <file> [--with-media | --without-media]');
  const config = loadConfig();
  // A bucket is usually backed up on its own (versioning, replication): by default only its list.
  const remote = config.MEDIA_STORE === 's3';
  const started = Date.now();
  const manifest = await writeBackup({
    config,
    out: resolve(callerDir, values.out),
    withMedia: values['with-media'] ?? !(values['without-media'] ?? remote),
    migrationsFolder: defaultMigrationsFolder,
    log: (msg) => console.info(msg),
  });
  const rows = manifest.database.tables.reduce((n, t) => n + t.rows, 0);
  console.info(
    `backup written to ${values.out}: ${rows} rows, ${manifest.media.objects} media objects, ` +
      `migration ${manifest.database.migration.tag}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});
