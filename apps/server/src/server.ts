import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { serveBackups } from './backup/backup-socket.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { backfillRecipeFacets } from './modules/allergens/index.ts';
import { backfillNameSkeletons } from './modules/auth/index.ts';
import { backfillImageVariants } from './modules/media/index.ts';
import { prepareApiDocument } from './plugins/openapi.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

/** A new id for every `npm run build` (build.mjs); none when the sources run under tsx. */
declare const __RECEPTARI_BUILD_ID__: string | undefined;
const BUILD_ID = typeof __RECEPTARI_BUILD_ID__ === 'string' ? __RECEPTARI_BUILD_ID__ : undefined;

/** From src/server.ts and from the bundle dist/server.js alike. */
const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** Closes whatever has been opened so far; set as startup progresses. */
let stop: () => Promise<void> = async () => {};
/** Ends the HTTP connections still open (requests in flight); set once the app exists. */
let cutConnections: () => void = () => {};
/** SHUTDOWN_GRACE_MS once the configuration is read; its default until then. */
let graceMs = 10_000;
/** After the grace and the cut, what closing the database and the rest may still take. */
const AFTER_GRACE_MS = 5_000;
let closing = false;

const logLine = (level: number, msg: string, extra: object = {}) =>
  console.info(JSON.stringify({ level, time: Date.now(), msg, ...extra }));

/**
 * Installed before anything opens, so a SIGTERM during migrations or seeding also exits cleanly.
 * Once listening: no new connection is accepted, open sockets are closed with a reconnect hint
 * (plugins/socket-io.ts), requests in flight get SHUTDOWN_GRACE_MS to finish (then their
 * connections are cut, so that the database still closes cleanly), then the database is closed
 * and the process exits 0. README "Running it" says what an operator sees.
 */
function onSignal(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  logLine(30, 'shutting down', { signal, graceMs });
  const cut = setTimeout(() => {
    logLine(40, 'shutdown grace over: cutting the requests still in flight', { graceMs });
    cutConnections();
  }, graceMs);
  cut.unref();
  const force = setTimeout(() => {
    console.error('shutdown took too long, exiting');
    process.exit(1);
  }, graceMs + AFTER_GRACE_MS);
  force.unref();
  stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('error while shutting down', err);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);

async function main() {
  const config = loadConfig();
  graceMs = config.SHUTDOWN_GRACE_MS;
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  stop = () => database.close();
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
    await database.close();
  });
  stop = () => app.close();
  cutConnections = () => app.server.closeAllConnections();
  try {
    // A bucket that cannot be used (wrong keys, none, an endpoint that does not answer) stops the
    // start with the reason, rather than every upload failing later.
    await app.mediaStorage.check?.();
  } catch (err) {
    if (closing) return;
    app.log.fatal(err instanceof Error ? err.message : String(err));
    await app.close();
    process.exit(1);
  }
  try {
    await migrateDatabase(database, migrationsFolder);
    // The allergen taxonomy lives in code: a new version recomputes the stored recipes' values.
    const recomputed = await backfillRecipeFacets(database.db);
    if (recomputed !== null) app.log.info({ recomputed }, 'recipe allergens and diets recomputed');
    const unset = await backfillNameSkeletons(database.db);
    if (unset) app.log.warn({ unset }, 'accounts left without a name skeleton: look-alikes of older ones');
    if (config.SEED_DEMO_DATA) {
      const { seeded } = await seedDemoData(database.db, {
        storage: app.mediaStorage,
        log: (msg) => app.log.info(msg),
      });
      if (seeded) app.log.info('demo data seeded');
    }
  } catch (err) {
    if (closing) return; // the signal handler is closing the database under us
    app.log.fatal({ err }, 'could not prepare the database');
    await app.close();
    process.exit(1);
  }
  if (closing) return;
  if (database.kind === 'pglite') {
    // `npm run backup` cannot open a folder this process owns: it asks here (backup/backup-socket.ts).
    // Never fatal: a socket path longer than the system allows (a deep DATA_DIR) only costs the
    // backups of this running server, which the log says.
    const backups = await serveBackups(config.dataDir, database, migrationsFolder, app.log).catch(
      (err: unknown) =>
        void app.log.warn({ err }, 'backup: no dump socket; npm run backup needs the server stopped'),
    );
    if (backups) app.addHook('onClose', () => backups.close());
  }
  // The API's document (/api/openapi.json, /api/docs) is ready before the port opens, read from the
  // data folder when this build wrote it there before (plugins/openapi.ts says why). Not under the
  // tests (NODE_ENV=test), which start servers by the dozen and read the document only in its own
  // test.
  if (config.NODE_ENV !== 'test') {
    await app.ready();
    const documenting = Date.now();
    const how = prepareApiDocument(app, join(config.dataDir, 'cache'), BUILD_ID, config);
    app.log.info({ ms: Date.now() - documenting }, `API document ${how}`);
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  // The builtin assistant builds its indexes now, in short steps, rather than on the first question
  // (1-2 s): readiness never waits for it, and a request meanwhile waits one step at most.
  const warming = Date.now();
  void app.ai.warmUp?.().then(
    () => app.log.info({ ms: Date.now() - warming }, 'builtin assistant warmed up'),
    (err: unknown) => app.log.warn({ err }, 'could not warm up the builtin assistant'),
  );
  // Uploads from before the -phone and AVIF variants get them, in the background: until then
  // their pictures show the variants they have where the browser picks those.
  void backfillImageVariants(app.mediaStorage).then(
    (completed) => completed && app.log.info({ completed }, 'image variants made for older uploads'),
    (err: unknown) => app.log.warn({ err }, 'could not make the variants of older uploads'),
  );
}

main().catch((err: unknown) => {
  if (closing) return;
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
