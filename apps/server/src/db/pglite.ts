import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import type { PgliteHandle } from './database.ts';
import * as schema from './schema/index.ts';

/** Every extension the migrations create: PGlite must load them at each open, not only the first. */
const extensions = { pg_trgm, unaccent };

/**
 * Opens a PGlite database without any lock: in a folder (the caller owns it), in memory when
 * no folder is given, or in memory from a dumped data directory (fast copies for tests).
 */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PgliteHandle> {
  const client = await PGlite.create({
    ...(opts.dataDir !== undefined && { dataDir: opts.dataDir }),
    ...(opts.loadDataDir && { loadDataDir: opts.loadDataDir }),
    extensions,
  });
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    db: drizzle({ client, schema }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => (closing ??= client.closed ? Promise.resolve() : client.close()),
  };
}
