import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import { newToken } from '../../apps/server/src/modules/auth/token.ts';

/**
 * Bearer headers for `n` of the generated users, each with two preferred cuisines and categories
 * (and the likes the generator gave them), so per-user routes can be loaded the way a crowd uses
 * them: every request from someone else in turn, not one warm user. Earlier runs' tokens go.
 */
export async function crowdHeaders(db: Db, n: number): Promise<Record<string, string>[]> {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const tokens = ids.map(() => newToken());
  await db.execute(sql`delete from auth_tokens where user_id <= ${n}`);
  await db.execute(sql`
    insert into auth_tokens (user_id, token_hash)
    select * from unnest(string_to_array(${ids.join(',')}, ',')::int[],
                        string_to_array(${tokens.map((t) => t.hash).join(',')}, ','))`);
  await db.execute(sql`
    insert into preference_cuisines (user_id, cuisine_id)
    select u, 1 + (u + k) % 14 from generate_series(1, ${n}) u, generate_series(0, 1) k
    on conflict do nothing`);
  await db.execute(sql`
    insert into preference_categories (user_id, category_id)
    select u, 1 + (u * 3 + k) % 10 from generate_series(1, ${n}) u, generate_series(0, 1) k
    on conflict do nothing`);
  return tokens.map((t) => ({ authorization: `Bearer ${t.token}` }));
}
