import { sql } from 'drizzle-orm';
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

// Names are unique case-insensitively too ('Postres' and 'postres' are one category): the index
// makes two admins creating them at once race-free (the loser's insert fails, answered as a 409).
// The Catalan name is the canonical one; the Spanish and English ones are optional translations,
// shown in those languages when there (docs/product.md "Languages").
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    nameEs: text('name_es'),
    nameEn: text('name_en'),
  },
  (t) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`)],
);

export const cuisines = pgTable(
  'cuisines',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull().unique(),
    countryEs: text('country_es'),
    countryEn: text('country_en'),
  },
  (t) => [uniqueIndex('cuisines_country_lower_key').on(sql`lower(${t.country})`)],
);

export type Category = typeof categories.$inferSelect;
export type Cuisine = typeof cuisines.$inferSelect;
