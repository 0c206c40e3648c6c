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
 * A ranked card and the ingredients it uses of what the cook has (as the recipe writes them): the
 * chat's "what can I cook with" reads them (a recipe using only the onion named is no answer); the
 * route's answer schema leaves them out.
 */
export type RankedCard = WithWhatIHaveAnswer['recipes'][number] & { uses: string[] };

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
): Promise<{ recipes: RankedCard[] }> {
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
  const byId = new Map(ranked.map((r) => [r.id, r]));
  // Published again: a recipe sent to review between the two reads is left out, not shown.
  const cards = await cardsByIds(
    db,
    ranked.map((r) => r.id),
    eq(recipes.status, 'published'),
  );
  return {
    recipes: cards.map((c) => ({
      ...presentCard(c),
      missing: byId.get(c.id)?.missing ?? [],
      uses: byId.get(c.id)?.uses ?? [],
    })),
  };
}
