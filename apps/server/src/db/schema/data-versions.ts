import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The version of each piece of data that code derives and rows store (name 'allergen_taxonomy':
 * recipes.allergens and recipes.diets), so a start with a newer version recomputes those rows once
 * (modules/allergens/backfill-recipe-facets.ts).
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
});
