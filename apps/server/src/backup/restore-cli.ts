import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { defaultMigrationsFolder } from '../db/migrate.ts';
import { restoreBackup } from './restore-backup.ts';
import { callerDir, runCli } from './run-cli.ts';

// `npm run restore -- <file> [--force]` (docs/operations.md): into the DATA_DIR / DATABASE_URL of
// the environment, which must be empty unless --force. The server must not be running.
runCli(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error('usage: npm run restore -- <file> [--force]');
  const started = Date.now();
  const manifest = await restoreBackup({
    config: loadConfig(),
    file: resolve(callerDir, positionals[0]!),
    force: values.force ?? false,
    migrationsFolder: defaultMigrationsFolder,
    log: (msg) => console.info(msg),
  });
  console.info(
    `restored the backup of ${manifest.createdAt} (migration ${manifest.database.migration.tag}) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});
