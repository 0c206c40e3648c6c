import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

/** From src/server.ts and from the bundle dist/server.js alike. */
const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  const app = await buildApp({ config, database });
  try {
    await migrateDatabase(database, migrationsFolder);
    if (config.SEED_DEMO_DATA) {
      const { seeded } = await seedDemoData(database.db, {
        mediaDir: join(config.dataDir, 'media'),
        log: (msg) => app.log.info(msg),
      });
      if (seeded) app.log.info('demo data seeded');
    }
  } catch (err) {
    app.log.fatal({ err }, 'could not prepare the database');
    await database.close();
    process.exit(1);
  }
  app.addHook('onClose', async () => {
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
