import { sql } from 'drizzle-orm';
import type { Allergen, Diet } from '@receptari/shared/search/search.rules';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, cuisines } from './catalog.ts';
import { users } from './users.ts';

import type { RecipeStatus } from '@receptari/shared/recipes/recipes.rules';

export type { RecipeStatus };

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SET NULL (not RESTRICT) so an admin can delete a category or cuisine that recipes still use.
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    cuisineId: integer('cuisine_id').references(() => cuisines.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    explanation: text('explanation').notNull().default(''),
    image: text('image'),
    video: text('video'),
    servings: integer('servings').notNull().default(1),
    prepTime: integer('prep_time').notNull().default(0),
    cookTime: integer('cook_time').notNull().default(0),
    // Denormalised count of recipe_steps: difficulty filters on it without a join.
    stepsCount: integer('steps_count').notNull().default(0),
    // Denormalised count of published cooksnaps (docs/product.md#cooksnaps): the 'més cuinades' sort
    // reads it; the cooksnaps module moves it in the transaction that publishes or removes one.
    cooksnapsCount: integer('cooksnaps_count').notNull().default(0),
    // 'pending' while an admin has to review media the food check could not verify; 'hidden' while
    // reports of 3 users wait for an admin (docs/product.md#denuncies). Lists show 'published' only.
    status: text('status').$type<RecipeStatus>().notNull().default('published'),
    // Published with media the food check could not call food, under MEDIA_REVIEW=after: it waits
    // in the review queue for an admin's look after (docs/decisions/0020); cleared when kept.
    reviewAfter: boolean('review_after').notNull().default(false),
    // An imported recipe's credit (docs/product.md#import): the page it came from and the site.
    sourceUrl: text('source_url'),
    sourceSite: text('source_site'),
    // What an import file said this recipe was (its app and id, or a digest of its content), so
    // importing the same file again creates no duplicate (recipes_user_import_key_key).
    importKey: text('import_key'),
    // Estimated from the ingredient names when the recipe is written (docs/product.md#allergens-and-diets):
    // the EU allergen ids and the diet ids of packages/shared/src/search/search.rules.ts.
    allergens: text('allergens')
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    diets: text('diets')
      .array()
      .$type<Diet[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Denormalised count of recipe_ingredients: the "fewest ingredients" sort reads it without a join.
    ingredientsCount: integer('ingredients_count').notNull().default(0),
    // What search matches: title and description folded (lower case, accents off) once, when
    // written, instead of for every recipe a search reads; U+001F between them so no query spans
    // both (db/recipe-search.ts; docs/decisions/0008).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`f_unaccent(lower(title)) || chr(31) || f_unaccent(lower(coalesce(description, '')))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // NULLS FIRST is what a plain `order by x desc` means; drizzle-kit would write NULLS LAST,
    // and an index with the other null order cannot serve the sort.
    index('recipes_recent_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // 'Més cuinades' walks it as 'popular' walks recipe_like_counts_popular_idx (social.ts).
    index('recipes_most_cooked_idx').on(t.cooksnapsCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The "quickest" and "fewest ingredients" sorts walk these in order, newest first among equals,
    // with a keyset cursor on (value, -id) (modules/search/search-sorts.repo.ts). `-id` so one row
    // comparison is one index range.
    // recipes_quickest_idx is also a time-only search's index (it replaced recipes_time_only_idx,
    // its first column). Written cook + prep, unlike the filter indexes' prep + cook, so a search
    // beside a category or cuisine cannot use it (db/recipe-search.ts; docs/decisions/0008).
    index('recipes_quickest_idx').on(sql`(${t.cookTime} + ${t.prepTime})`, sql`(-${t.id})`),
    index('recipes_fewest_ingredients_idx').on(t.ingredientsCount, sql`(-${t.id})`),
    index('recipes_cuisine_id_idx').on(t.cuisineId),
    index('recipes_user_id_idx').on(t.userId),
    // A cook's published recipes newest first, read index-only: the suggested cooks' counts. It was
    // the feed's walk until feed_items (docs/decisions/0018).
    index('recipes_user_published_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    // The search's filters in one index each (docs/decisions/0007): category (or cuisine and
    // category, as coalesce(x, 0)), then steps and time, then id, so a search
    // narrows its bitmap by every filter and its id window before it reads any recipe. There is no
    // single-column index on category or steps: this one's first column serves category lookups,
    // and with them the planner ANDed bitmaps of a third of the table (docs/decisions/0008).
    index('recipes_category_filters_idx').on(
      t.categoryId,
      t.stepsCount,
      sql`(${t.prepTime} + ${t.cookTime})`,
      t.id,
    ),
    index('recipes_pair_filters_idx').on(
      sql`coalesce(${t.cuisineId}, 0)`,
      sql`coalesce(${t.categoryId}, 0)`,
      t.stepsCount,
      sql`(${t.prepTime} + ${t.cookTime})`,
      t.id,
    ),
    // Accent- and case-insensitive substring search on the folded text (db/recipe-search.ts): its
    // trigrams for a query of 3 or more characters, its 1- and 2-character pieces (f_short_grams,
    // migration 0004) for a shorter one.
    index('recipes_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('recipes_search_grams_idx').using('gin', sql`f_short_grams(${t.searchText})`),
    // Search's `diet` (db/recipe-search.ts): a diet that few recipes suit, alone or with a category
    // or a query, read from here instead of walking every recipe (measured at 100,000 recipes:
    // 125-290 ms without it, 0.3 ms with it; docs/product.md#allergens-and-diets).
    index('recipes_diets_idx').using('gin', t.diets),
    // The "quickest" and "fewest ingredients" sorts with a text query (modules/search/
    // search-sort-bands.repo.ts): each trigram of the text keyed by the recipe's sort value, and by
    // its sort value and id band (f_sorted_grams, migration 0022), so one probe reads only the
    // matches of one value, or of one band of ids within it (docs/decisions/0017).
    index('recipes_quickest_grams_idx').using(
      'gin',
      sql`f_sorted_grams((${t.cookTime} + ${t.prepTime}), ${t.id}, ${t.searchText})`,
    ),
    // The same keys by category and by cuisine and category pair, each with the recipe's time band
    // and difficulty, for a search's sorted id windows and its count beside a category filter
    // (f_catalog_grams, migrations 0025 and 0038).
    index('recipes_catalog_grams_idx').using(
      'gin',
      sql`f_catalog_grams(${t.categoryId}, ${t.cuisineId}, (${t.prepTime} + ${t.cookTime}), ${t.stepsCount}, ${t.searchText})`,
    ),
    index('recipes_fewest_grams_idx').using(
      'gin',
      sql`f_sorted_grams(${t.ingredientsCount}, ${t.id}, ${t.searchText})`,
    ),
    uniqueIndex('recipes_user_import_key_key')
      .on(t.userId, t.importKey)
      .where(sql`${t.importKey} is not null`),
    // The review queue's published part: the few an admin has still to look at, oldest first.
    index('recipes_review_after_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.reviewAfter}`),
    check('recipes_status_check', sql`${t.status} in ('published', 'pending', 'hidden')`),
  ],
);

export const recipeSteps = pgTable(
  'recipe_steps',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [unique('recipe_steps_recipe_position_key').on(t.recipeId, t.position)],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: text('quantity').notNull().default(''),
    unit: text('unit').notNull().default(''),
    name: text('name').notNull(),
  },
  (t) => [
    index('recipe_ingredients_recipe_idx').on(t.recipeId, t.position),
    // The ingredient filter matches on the same key as ingredient_names (see ingredientKey), and
    // "cook with what I have" reads the newest recipes using each ingredient (a backward walk of
    // one key's recipe ids). It replaced recipe_ingredients_name_key_idx, its first column.
    index('recipe_ingredients_name_key_recipe_idx').on(sql`lower(btrim(${t.name}))`, t.recipeId),
  ],
);

/**
 * The distinct ingredient names offered by the filter, keyed by ingredientKey(name), each with the
 * number of recipe_ingredients rows under its key. Only the triggers of migration 0006 write it, so
 * every change to recipe_ingredients (cascades included) keeps it exact: a name goes at 0 uses.
 */
export const ingredientNames = pgTable('ingredient_names', {
  name: text('name').primaryKey(),
  uses: integer('uses').notNull(),
});

/** Nutrition per serving; a recipe without a row shows 'N/A'. */
export const nutrition = pgTable('nutrition', {
  recipeId: integer('recipe_id')
    .primaryKey()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  calories: integer('calories').notNull().default(0),
  protein: numeric('protein', { precision: 8, scale: 1, mode: 'number' }).notNull().default(0),
  carbs: numeric('carbs', { precision: 8, scale: 1, mode: 'number' }).notNull().default(0),
  fats: numeric('fats', { precision: 8, scale: 1, mode: 'number' }).notNull().default(0),
});

export type Recipe = typeof recipes.$inferSelect;
export type NewRecipe = typeof recipes.$inferInsert;
export type RecipeStep = typeof recipeSteps.$inferSelect;
export type RecipeIngredient = typeof recipeIngredients.$inferSelect;
export type Nutrition = typeof nutrition.$inferSelect;
