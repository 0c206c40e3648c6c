import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';

/**
 * A fresh user for this run, registered through the API (so its token is real), with preferences
 * and twenty likes, so /recipes/recommended does the full ranking work.
 */
export async function prepareBenchUser(base: string, db: Db): Promise<string> {
  const name = `bench_${Date.now().toString(36)}`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name}@bench.cat`, password: 'bench-cullera-fosca-27' }),
  });
  if (!res.ok) throw new Error(`bench: register answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const pick = async (table: 'categories' | 'cuisines') =>
    (await db.execute<{ id: number }>(sql.raw(`select id from ${table} order by id limit 3`))).rows.map(
      (r) => r.id,
    );
  const prefs = await fetch(`${base}/api/recommendations/preferences`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ cuisine_ids: await pick('cuisines'), category_ids: await pick('categories') }),
  });
  if (!prefs.ok) throw new Error(`bench: preferences answered ${prefs.status}`);
  for (let i = 1; i <= 20; i++) {
    const like = await fetch(`${base}/api/recipes/${i * 4_999}/like`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    if (!like.ok) throw new Error(`bench: like answered ${like.status}`);
  }
  return token;
}
