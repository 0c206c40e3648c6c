import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersions, recipeIngredients, recipes } from '../../src/db/schema/index.ts';
import { backfillRecipeFacets } from '../../src/modules/allergens/index.ts';
import { TAXONOMY_VERSION } from '../../src/modules/allergens/taxonomy.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import type { TestApp } from '../helpers/build-test-app.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

const line = (name: string) => ({ quantity: '', unit: '' as const, name });
const facetsOf = async (ids: number[]) =>
  app.db
    .select({ id: recipes.id, allergens: recipes.allergens, diets: recipes.diets })
    .from(recipes)
    .where(inArray(recipes.id, ids))
    .orderBy(recipes.id);

describe('the allergen taxonomy backfill (docs/product.md#allergens-and-diets)', () => {
  it('recomputes stale recipes in batches when the stored version is not the code’s, then only once', async () => {
    const make = (names: string[]) =>
      makeRecipe(app.db, author.user.id, catalog, { ingredients: names.map(line) });
    const ids = [
      await make(['llet de civada', 'sucre']),
      await make(['musclos', 'vi blanc']),
      await make(['tofu', 'salsa de soja']),
    ];
    // As a database written before the taxonomy (0019's defaults) or by an older version of it.
    await app.db.update(recipes).set({ allergens: [], diets: [] }).where(inArray(recipes.id, ids));
    await app.db
      .update(recipes)
      .set({ allergens: ['milk'], diets: ['vegetarian'] })
      .where(eq(recipes.id, ids[0]!));
    // A recipe with no ingredient rows at all suits every diet.
    await app.db.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, ids[2]!));

    const changed = await backfillRecipeFacets(app.db, { batch: 2 });
    expect(changed).toBe(3);
    expect(await facetsOf(ids)).toEqual([
      { id: ids[0], allergens: ['gluten'], diets: ['vegetarian', 'vegan', 'lactose_free'] },
      { id: ids[1], allergens: ['sulphites', 'molluscs'], diets: ['gluten_free', 'lactose_free'] },
      { id: ids[2], allergens: [], diets: ['vegetarian', 'vegan', 'gluten_free', 'lactose_free'] },
    ]);
    const [stored] = await app.db
      .select()
      .from(dataVersions)
      .where(eq(dataVersions.name, 'allergen_taxonomy'));
    expect(stored?.version).toBe(TAXONOMY_VERSION);

    // The same version again: nothing is read or written, even a row made stale since.
    await app.db.update(recipes).set({ allergens: [] }).where(eq(recipes.id, ids[1]!));
    expect(await backfillRecipeFacets(app.db)).toBeNull();
    expect((await facetsOf([ids[1]!]))[0]!.allergens).toEqual([]);

    // A new version recomputes it, and rewrites only the rows whose values change.
    expect(await backfillRecipeFacets(app.db, { version: TAXONOMY_VERSION + 1 })).toBe(1);
    expect((await facetsOf([ids[1]!]))[0]!.allergens).toEqual(['sulphites', 'molluscs']);
  });
});
