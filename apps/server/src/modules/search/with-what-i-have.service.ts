import type { WithWhatIHaveAnswer, WithWhatIHaveBody } from '@receptari/shared/search/search.schemas';
import { STAPLES } from '@receptari/shared/search/staples';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipes } from '../../db/schema/index.ts';
import { cardsByIds, presentCard } from '../recipe-cards/index.ts';
import type { IngredientGroups } from './ingredient-spellings.ts';
import { ingredientKeys, loadIngredientGroups, spelledKeys } from './search.service.ts';
import { rankByWhatIHave } from './with-what-i-have.repo.ts';

/**
 * "Cook with what I have" (docs/product.md#cook-with-what-i-have): published recipes ranked by how
 * few of their ingredients the cook lacks, staples never counting, each card with what is missing.
 * Names are widened to their spellings as search's are ('ous' has 'ou'). `perIngredient` is for tests.
 */
export async function cookWithWhatIHave(
  db: Db,
  body: WithWhatIHaveBody,
  {
    perIngredient,
    ingredientGroups = () => loadIngredientGroups(db),
  }: { perIngredient?: number; ingredientGroups?: () => Promise<IngredientGroups> } = {},
): Promise<WithWhatIHaveAnswer> {
  // Staples too: "oli d'oliva verge extra" is the oil of the list ('oli d'oliva'), never missing.
  const [have = [], without = [], staples = []] = await spelledKeys(
    [ingredientKeys(body.have), ingredientKeys(body.without), [...STAPLES]],
    ingredientGroups,
  );
  const ranked = await rankByWhatIHave(db, {
    have,
    without,
    staples,
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
