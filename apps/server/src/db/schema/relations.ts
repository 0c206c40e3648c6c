// All relations in one file: tables import each other only for foreign keys, never in a cycle.
import { relations } from 'drizzle-orm';
import { categories, cuisines } from './catalog.ts';
import { folderRecipes, folders } from './folders.ts';
import { lives } from './lives.ts';
import { preferenceCategories, preferenceCuisines, preferences } from './preferences.ts';
import { nutrition, recipeIngredients, recipeSteps, recipes } from './recipes.ts';
import { comments, likes, notifications, savedRecipes } from './social.ts';
import { authTokens, users } from './users.ts';
import { verificationRequests } from './verification.ts';

export const usersRelations = relations(users, ({ many, one }) => ({
  recipes: many(recipes),
  authTokens: many(authTokens),
  likes: many(likes),
  savedRecipes: many(savedRecipes),
  folders: many(folders),
  comments: many(comments),
  notifications: many(notifications, { relationName: 'recipient' }),
  triggeredNotifications: many(notifications, { relationName: 'trigger' }),
  lives: many(lives),
  preferences: one(preferences),
  preferenceCuisines: many(preferenceCuisines),
  preferenceCategories: many(preferenceCategories),
  verificationRequests: many(verificationRequests),
}));

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({ recipes: many(recipes) }));
export const cuisinesRelations = relations(cuisines, ({ many }) => ({ recipes: many(recipes) }));

export const recipesRelations = relations(recipes, ({ one, many }) => ({
  user: one(users, { fields: [recipes.userId], references: [users.id] }),
  category: one(categories, { fields: [recipes.categoryId], references: [categories.id] }),
  cuisine: one(cuisines, { fields: [recipes.cuisineId], references: [cuisines.id] }),
  steps: many(recipeSteps),
  ingredients: many(recipeIngredients),
  nutrition: one(nutrition),
  likes: many(likes),
  savedBy: many(savedRecipes),
  comments: many(comments),
  folderRecipes: many(folderRecipes),
  lives: many(lives),
}));

export const recipeStepsRelations = relations(recipeSteps, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeSteps.recipeId], references: [recipes.id] }),
}));

export const recipeIngredientsRelations = relations(recipeIngredients, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeIngredients.recipeId], references: [recipes.id] }),
}));

export const nutritionRelations = relations(nutrition, ({ one }) => ({
  recipe: one(recipes, { fields: [nutrition.recipeId], references: [recipes.id] }),
}));

export const likesRelations = relations(likes, ({ one }) => ({
  user: one(users, { fields: [likes.userId], references: [users.id] }),
  recipe: one(recipes, { fields: [likes.recipeId], references: [recipes.id] }),
}));

export const savedRecipesRelations = relations(savedRecipes, ({ one }) => ({
  user: one(users, { fields: [savedRecipes.userId], references: [users.id] }),
  recipe: one(recipes, { fields: [savedRecipes.recipeId], references: [recipes.id] }),
}));

export const commentsRelations = relations(comments, ({ one }) => ({
  user: one(users, { fields: [comments.userId], references: [users.id] }),
  recipe: one(recipes, { fields: [comments.recipeId], references: [recipes.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  recipient: one(users, {
    fields: [notifications.userId],
    references: [users.id],
    relationName: 'recipient',
  }),
  triggeredByUser: one(users, {
    fields: [notifications.triggeredBy],
    references: [users.id],
    relationName: 'trigger',
  }),
  recipe: one(recipes, { fields: [notifications.recipeId], references: [recipes.id] }),
}));

export const foldersRelations = relations(folders, ({ one, many }) => ({
  user: one(users, { fields: [folders.userId], references: [users.id] }),
  folderRecipes: many(folderRecipes),
}));

export const folderRecipesRelations = relations(folderRecipes, ({ one }) => ({
  folder: one(folders, { fields: [folderRecipes.folderId], references: [folders.id] }),
  recipe: one(recipes, { fields: [folderRecipes.recipeId], references: [recipes.id] }),
}));

export const preferencesRelations = relations(preferences, ({ one }) => ({
  user: one(users, { fields: [preferences.userId], references: [users.id] }),
}));

export const preferenceCuisinesRelations = relations(preferenceCuisines, ({ one }) => ({
  user: one(users, { fields: [preferenceCuisines.userId], references: [users.id] }),
  cuisine: one(cuisines, { fields: [preferenceCuisines.cuisineId], references: [cuisines.id] }),
}));

export const preferenceCategoriesRelations = relations(preferenceCategories, ({ one }) => ({
  user: one(users, { fields: [preferenceCategories.userId], references: [users.id] }),
  category: one(categories, { fields: [preferenceCategories.categoryId], references: [categories.id] }),
}));

export const livesRelations = relations(lives, ({ one }) => ({
  chef: one(users, { fields: [lives.chefId], references: [users.id] }),
  recipe: one(recipes, { fields: [lives.recipeId], references: [recipes.id] }),
}));

export const verificationRequestsRelations = relations(verificationRequests, ({ one }) => ({
  user: one(users, { fields: [verificationRequests.userId], references: [users.id] }),
}));
