import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('folders_user_name_key').on(t.userId, t.name)],
);

/**
 * The primary key refuses a recipe added twice to one folder, as docs/product.md#likes-and-saves requires.
 */
export const folderRecipes = pgTable(
  'folder_recipes',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.recipeId] }),
    index('folder_recipes_recipe_id_idx').on(t.recipeId),
  ],
);

export type Folder = typeof folders.$inferSelect;
export type FolderRecipe = typeof folderRecipes.$inferSelect;
