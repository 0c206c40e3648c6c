import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const cuisines = pgTable('cuisines', {
  id: serial('id').primaryKey(),
  country: text('country').notNull().unique(),
});

export type Category = typeof categories.$inferSelect;
export type Cuisine = typeof cuisines.$inferSelect;
