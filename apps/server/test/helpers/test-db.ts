import { afterAll, beforeAll } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { DatabaseHandle, Db } from '../../src/db/database.ts';
import { defaultMigrationsFolder, migrateDatabase } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';

export type TestDatabase = { db: Db; handle: DatabaseHandle; close(): Promise<void> };

/**
 * A fresh, migrated, empty database for one test file (or one test).
 * PostgreSQL when TEST_DATABASE_URL is set, otherwise an in-memory PGlite.
 */
export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}

/** An in-memory PGlite, copied from a migrated template (about half a second). */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  return wrap(await createPgliteDatabase());
}

/** A new database on the PostgreSQL server at `serverUrl`, cloned from a migrated template, dropped on close. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  return wrap(await createPostgresDatabase(serverUrl));
}

const wrap = (handle: DatabaseHandle): TestDatabase => ({
  db: handle.db,
  handle,
  close: () => handle.close(),
});

/** Changes whenever a migration changes, so no stale template or dump is ever reused. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(defaultMigrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(defaultMigrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

// --- PGlite: initdb costs seconds, so migrate once and load copies of the dumped data folder.

let pgliteDump: Promise<Blob> | undefined;

/** A dump is only loadable by the PGlite that wrote it. */
function pgliteVersion(): string {
  // The package exports no package.json; it sits one folder above the resolved entry (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8');
  return (JSON.parse(pkg) as { version: string }).version;
}

/** Cached on disk too: vitest re-imports this module in every test file. */
async function buildPgliteDump(): Promise<Blob> {
  const cacheFile = join(tmpdir(), `receptari-test-pglite-${pgliteVersion()}-${migrationsHash()}.tar`);
  try {
    return new Blob([readFileSync(cacheFile)]);
  } catch {
    // Not built yet on this machine.
  }
  const handle = await openPglite();
  try {
    await migrateDatabase(handle);
    const dump = await handle.driver.client.dumpDataDir('none');
    // Write then rename: parallel workers never read a half-written file.
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(tmp, new Uint8Array(await dump.arrayBuffer()));
    renameSync(tmp, cacheFile);
    return dump;
  } finally {
    await handle.close();
  }
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  pgliteDump ??= buildPgliteDump();
  pgliteDump.catch(() => (pgliteDump = undefined));
  return openPglite({ loadDataDir: await pgliteDump });
}

// --- PostgreSQL: one migrated template database, cloned per caller with CREATE DATABASE ... TEMPLATE.

/** Serialises template creation across parallel workers and processes. */
const TEMPLATE_LOCK_KEY = 7_201_914_302;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function ensureTemplate(url: string, admin: pg.Client): Promise<string> {
  const template = `receptari_tpl_${migrationsHash()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount) return template;
    // Built under another name and renamed when complete, so a crash never leaves a half-migrated template.
    const building = `${template}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const handle = await openPostgres(withDatabase(url, building), { max: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database "${building}" rename to "${template}"`);
    // Templates of older migrations are dead weight; one still being cloned is left alone.
    const old = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'receptari\\_tpl\\_%' and datname <> $1`,
      [template],
    );
    for (const { datname } of old.rows) {
      await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
    }
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

async function createPostgresDatabase(url: string): Promise<DatabaseHandle> {
  const name = `receptari_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    const template = await ensureTemplate(url, admin);
    await admin.query(`create database "${name}" template "${template}"`);
  });
  const handle = await openPostgres(withDatabase(url, name), TEST_POOL);
  let closing: Promise<void> | undefined;
  const close = async () => {
    await handle.close();
    await withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
  };
  return { ...handle, close: () => (closing ??= close()) };
}

/**
 * The tests' pools: the app's own 3 s to connect and 5 s per statement are for a server that
 * answers in milliseconds; CI runs the PostgreSQL and PGlite suites side by side on two cores,
 * where a fresh backend or a busy statement now and then took longer, and the request (a test's
 * setup, registering its users) was answered 503 as the app should. What the tests check is the
 * behaviour, not the machine's speed: the timeouts' own behaviour is tested on pools of their own
 * (db/postgres.test.ts, outage.test.ts, search-count.test.ts).
 */
const TEST_POOL = { max: 4, connectTimeoutMs: 30_000, statementTimeoutMs: 60_000 };

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server tests may use (TEST_DATABASE_URL, else the local default), or undefined
 * when it does not answer, so those tests skip; under REQUIRE_SERVICES=1 its absence is an error.
 */
export async function reachablePostgresUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch (err) {
    if (process.env.REQUIRE_SERVICES === '1') {
      throw new Error(`REQUIRE_SERVICES=1 but PostgreSQL at ${url} does not answer: ${String(err)}`);
    }
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type TestBackend = { name: 'PGlite' | 'PostgreSQL'; create?: () => Promise<TestDatabase> };

/**
 * Both databases, for tests that must hold on each. PostgreSQL's `create` is undefined when the
 * server does not answer, so the caller can mark that case skipped (describe.skipIf(!create)).
 */
export async function testBackends(): Promise<TestBackend[]> {
  const url = await reachablePostgresUrl();
  return [
    { name: 'PGlite', create: createPgliteTestDatabase },
    { name: 'PostgreSQL', create: url ? () => createPostgresTestDatabase(url) : undefined },
  ];
}

/**
 * The database of one describe block (a backend of testBackends): created before its tests, after
 * which `setup` runs on it, and closed after them. Read it as `t.db` inside the tests.
 */
export function blockDatabase(
  create: () => Promise<TestDatabase>,
  setup?: (t: TestDatabase) => Promise<unknown>,
  timeoutMs = 60_000,
): TestDatabase {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await create();
    await setup?.(t);
  }, timeoutMs);
  afterAll(() => t?.close());
  const opened = () => {
    if (!t) throw new Error('blockDatabase: read inside a test, after beforeAll');
    return t;
  };
  return {
    get db() {
      return opened().db;
    },
    get handle() {
      return opened().handle;
    },
    close: () => opened().close(),
  };
}
