import { z } from 'zod';
import { categorySchema, cuisineSchema } from '../preferences/preferences.schemas.ts';
import { idParamSchema } from '../common/common.schemas.ts';
import { commentSchema } from '../comments/comments.schemas.ts';
import {
  DESCRIPTION_MAX,
  EXPLANATION_MAX,
  INGREDIENT_NAME_MAX,
  INGREDIENTS_MAX,
  LIST_LIMIT_MAX,
  MINUTES_MAX,
  NUTRITION_MAX,
  QUANTITY_MAX,
  SERVINGS_MAX,
  STEP_MAX,
  STEPS_MAX,
  TITLE_MAX,
  UNITS,
} from './recipes.rules.ts';

export const userRefSchema = z.object({ id: z.number().int(), name: z.string(), img: z.string().nullable() });

/** What a recipe card needs, in every list. */
export const recipeCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  likes_count: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int(),
  creador: z.string(),
  user: userRefSchema,
  category: categorySchema.nullable(),
  cuisine: cuisineSchema.nullable(),
  steps_count: z.number().int(),
  prep_time: z.number().int(),
  cook_time: z.number().int(),
});
export type RecipeCard = z.infer<typeof recipeCardSchema>;

export const recipeListQuerySchema = z.object({
  sort: z.enum(['popular', 'recent']).default('recent'),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

export const recipeListAnswerSchema = z.object({
  recipes: z.array(recipeCardSchema),
  next_cursor: z.string().nullable(),
});
export type RecipeListAnswer = z.infer<typeof recipeListAnswerSchema>;

/** A list of cards without paging (recommendations, liked, saved). */
export const recipeCardsAnswerSchema = z.object({ recipes: z.array(recipeCardSchema) });

export const ingredientSchema = z.object({
  quantity: z.string().trim().max(QUANTITY_MAX).default(''),
  unit: z.enum(UNITS).default(''),
  name: z.string().trim().min(1).max(INGREDIENT_NAME_MAX),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

const nutrient = z.number().min(0).max(NUTRITION_MAX);
export const nutritionSchema = z.object({
  calories: nutrient.default(0),
  protein: nutrient.default(0),
  carbs: nutrient.default(0),
  fats: nutrient.default(0),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const recipeDetailSchema = recipeCardSchema.extend({
  image_card: z.string().nullable(),
  video: z.string().nullable(),
  category_id: z.number().int().nullable(),
  cuisine_id: z.number().int().nullable(),
  servings: z.number().int(),
  explanation: z.string(),
  steps: z.array(z.string()),
  ingredients: z.array(ingredientSchema),
  nutrition: nutritionSchema.nullable(),
  comments: z.array(commentSchema),
  liked: z.boolean(),
  saved: z.boolean(),
  status: z.enum(['published', 'pending']),
  updated_at: z.string(),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;
/** The detail without the viewer's own state: the same for every viewer. */
export const sharedDetailSchema = recipeDetailSchema.omit({ liked: true, saved: true });

const text = (max: number) => z.string().trim().min(1).max(max);
const minutes = z.number().int().min(0).max(MINUTES_MAX);

/** The recipe payload of spec section 7, as created or updated. */
export const recipeInputSchema = z.object({
  category_id: z.number().int().positive(),
  cuisine_id: z.number().int().positive(),
  title: text(TITLE_MAX),
  description: z.string().trim().max(DESCRIPTION_MAX).default(''),
  servings: z.number().int().min(1).max(SERVINGS_MAX),
  explanation: text(EXPLANATION_MAX),
  steps: z.array(text(STEP_MAX)).min(1).max(STEPS_MAX),
  ingredients: z.array(ingredientSchema).min(1).max(INGREDIENTS_MAX),
  nutrition: nutritionSchema.default({ calories: 0, protein: 0, carbs: 0, fats: 0 }),
  prep_time: minutes,
  cook_time: minutes,
  image: z.string().max(500).nullable().optional(),
  video: z.string().max(500).nullable().optional(),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

export const stepsAnswerSchema = z.object({ recipe_id: z.number().int(), steps: z.array(z.string()) });
export const likeAnswerSchema = z.object({ liked: z.boolean(), likes_count: z.number().int() });
export const likesCountAnswerSchema = z.object({ likes_count: z.number().int() });
export const recipeIdParamSchema = z.object({ recipeId: idParamSchema.shape.id });
export const savedListAnswerSchema = z.object({
  recipes: z.array(recipeCardSchema),
  recipe_ids: z.array(z.number().int()),
});
export const savedToggleAnswerSchema = z.object({ saved: z.boolean(), message: z.string() });
