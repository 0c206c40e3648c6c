import { ca } from '@receptari/shared/i18n/ca';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recipes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { policy } from '../../lib/policy.ts';

type Actor = { id: number; role: string } | null;

/**
 * The recipe the actor may see, or a 404 with a message. Pending recipes are
 * hidden from everyone but their author and the admins.
 */
export async function findVisibleRecipe(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select({ id: recipes.id, userId: recipes.userId, status: recipes.status, title: recipes.title })
    .from(recipes)
    .where(eq(recipes.id, id))
    .limit(1);
  if (!row || !policy.canSeeRecipe(actor, row)) throw AppError.notFound(ca.recipes.notFound);
  return row;
}
