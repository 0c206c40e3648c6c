import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import { lives, users } from '../../apps/server/src/db/schema/index.ts';
import { makeCatalog, makeRecipe } from '../../apps/server/test/helpers/recipe-factory.ts';

/** The lives' benches: `chefId` made a chef, with a recipe and a live of it a minute ahead; its id. */
export async function insertBenchLive(db: Db, chefId: number): Promise<number> {
  await db.update(users).set({ role: 'chef' }).where(eq(users.id, chefId));
  const title = 'Suquet de peix';
  const recipeId = await makeRecipe(db, chefId, await makeCatalog(db), { title });
  const [live] = await db
    .insert(lives)
    .values({ chefId, recipeId, title, startsAt: new Date(Date.now() + 60_000) })
    .returning({ id: lives.id });
  return live!.id;
}
