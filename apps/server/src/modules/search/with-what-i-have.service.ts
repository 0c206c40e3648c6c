import type { WithWhatIHaveAnswer, WithWhatIHaveBody } from '@receptari/shared/search/search.schemas';
import { STAPLES } from '@receptari/shared/search/staples';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipes } from '../../db/schema/index.ts';
import { cardsByIds, presentCard } from '../recipe-cards/index.ts';
import { ingredientKeys } from './search.service.ts';
import { rankByWhatIHave } from './with-what-i-have.repo.ts';

/**
 * "Cook with what I have" (docs/product.md#cook-with-what-i-have): published recipes ranked by how
 * few of their ingredients the cook lacks, staples never counting, each card with what is missing.
 * `perIngredient` is for tests.
 */
export async function cookWithWhatIHave(
  db: Db,
  body: WithWhatIHaveBody,
  perIngredient?: number,
): Promise<WithWhatIHaveAnswer> {
  const ranked = await rankByWhatIHave(db, {
    have: ingredientKeys(body.have),
    without: ingredientKeys(body.without),
    staples: STAPLES,
    limit: body.limit,
    perIngredient,
  });
  const missing = new Map(ranked.map((r) => [r.id, r.missing]));
  // Published again: a recipe sent to review between the two reads is left out, not shown.
  const cards = await cardsByIds(
    db,
    ranked.map((r) => r.id),
    eq(recipes.status, 'published'),
  );
  return { recipes: cards.map((c) => ({ ...presentCard(c), missing: missing.get(c.id) ?? [] })) };
}
