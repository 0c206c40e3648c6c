import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/** One quantity of a line, as the shared `shoppingAmountSchema`: canonical units (g, ml, unitats). */
export type StoredAmount = { quantity: number; unit: string | null };

/**
 * A user's shopping list (docs/product.md#shopping-list). Everyone has at most one of their own; a
 * member of another's list sees that one instead while they are in it.
 */
export const shoppingLists = pgTable('shopping_lists', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id')
    .notNull()
    .unique('shopping_lists_owner_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The household: people who share a list besides its owner; a user is in one list at most. */
export const shoppingListMembers = pgTable(
  'shopping_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .unique('shopping_list_members_user_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] })],
);

/**
 * A line of the list. `key` is the ingredient's merge key (accent-free, singular, the lexicon's
 * synonyms), so a recipe's "Cebes" lands on the line "ceba"; `amounts` is the running total,
 * every recipe share added into it and taken out of it exactly.
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    key: text('key').notNull(),
    aisle: text('aisle').notNull(),
    amounts: jsonb('amounts').$type<StoredAmount[]>().notNull().default([]),
    checked: boolean('checked').notNull().default(false),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_list_items_list_idx').on(t.listId, t.position),
    index('shopping_list_items_key_idx').on(t.listId, t.key),
  ],
);

/** What one recipe put on one line, so that taking the recipe off removes exactly that much. */
export const shoppingListShares = pgTable(
  'shopping_list_shares',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => shoppingListItems.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    servings: integer('servings').notNull(),
    amounts: jsonb('amounts').$type<StoredAmount[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.recipeId] }),
    index('shopping_list_shares_recipe_idx').on(t.recipeId),
  ],
);

/** A recipe planned for a day's lunch or dinner (docs/product.md#meal-plan). */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    meal: text('meal').notNull(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    servings: integer('servings').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meal_plan_entries_user_date_idx').on(t.userId, t.date)],
);

/**
 * The secret address of a user's planner as a calendar feed. The token is kept as given out, since
 * the planner shows the address again; it reads the plan only, and rotating it revokes it.
 */
export const mealPlanCalendars = pgTable(
  'meal_plan_calendars',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('meal_plan_calendars_token_key').on(t.token)],
);

export type ShoppingList = typeof shoppingLists.$inferSelect;
export type ShoppingListItem = typeof shoppingListItems.$inferSelect;
export type MealPlanEntryRow = typeof mealPlanEntries.$inferSelect;
