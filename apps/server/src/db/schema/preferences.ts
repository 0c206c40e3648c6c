import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { categories, cuisines } from './catalog.ts';
import { users } from './users.ts';

/** Its row existing means the user has saved preferences (even empty ones); none answers 404. */
export const preferences = pgTable('preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const preferenceCuisines = pgTable(
  'preference_cuisines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cuisineId: integer('cuisine_id')
      .notNull()
      .references(() => cuisines.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cuisineId] }),
    index('preference_cuisines_cuisine_id_idx').on(t.cuisineId),
  ],
);

export const preferenceCategories = pgTable(
  'preference_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId] }),
    index('preference_categories_category_id_idx').on(t.categoryId),
  ],
);

export type Preference = typeof preferences.$inferSelect;
