import { z } from 'zod';
import { trRecipeForm } from '../i18n/tr/recipe-form.ts';
import { fill } from '../i18n/fill.ts';
import { categorySchema, cuisineSchema } from '../catalog/catalog.schemas.ts';
import { ID_MAX, idParamSchema } from '../common/common.schemas.ts';
import { noControlCharacters } from '../common/text.rules.ts';
import { commentSchema } from '../comments/comments.schemas.ts';
import { recipeSourceSchema } from '../import/recipe-source.schemas.ts';
import { ALLERGENS, DIETS } from '../search/search.rules.ts';
import {
  DESCRIPTION_MAX,
  EXPLANATION_MAX,
  HOME_LIST_SIZE,
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
  RECIPE_STATUSES,
} from './recipes.rules.ts';

export const userRefSchema = z.object({ id: z.number().int(), name: z.string(), img: z.string().nullable() });

/** What a recipe card needs, in every list. */
export const recipeCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  likes_count: z.number().int(),
  /** Approved 'Ho he fet!' photos (docs/product.md#cooksnaps). */
  cooksnaps_count: z.number().int(),
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

/** GET /recipes/recommended. */
export const recommendedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(HOME_LIST_SIZE),
});
/** GET /admin/recipes/pending: the review queue, oldest first. */
export const pendingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(50),
});

const msg = trRecipeForm.recipeForm;
const maxed = (template: string, max: number) => fill(template, { max });

export const ingredientSchema = z.object({
  quantity: z
    .string()
    .trim()
    .max(QUANTITY_MAX, { error: () => maxed(msg.quantityTooLong, QUANTITY_MAX) })
    .default(''),
  unit: z.enum(UNITS).default(''),
  name: z
    .string({ error: () => msg.ingredientNameRequired })
    .trim()
    .min(1, { error: () => msg.ingredientNameRequired })
    .max(INGREDIENT_NAME_MAX, { error: () => maxed(msg.ingredientNameTooLong, INGREDIENT_NAME_MAX) }),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

const nutrient = z
  .number({ error: () => maxed(msg.nutritionRange, NUTRITION_MAX) })
  .min(0, { error: () => maxed(msg.nutritionRange, NUTRITION_MAX) })
  .max(NUTRITION_MAX, { error: () => maxed(msg.nutritionRange, NUTRITION_MAX) });
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
  status: z.enum(RECIPE_STATUSES),
  updated_at: z.string(),
  /** An imported recipe's credit ('Adaptat de {site}', docs/product.md#import), null otherwise. */
  source: recipeSourceSchema.nullable(),
  /** Estimated from the ingredient names when the recipe is written (docs/product.md#allergens-and-diets). */
  allergens: z.array(z.enum(ALLERGENS)),
  diets: z.array(z.enum(DIETS)),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;
/** The detail without the viewer's own state: the same for every viewer. */
export const sharedDetailSchema = recipeDetailSchema.omit({ liked: true, saved: true });

const required = (max: number, requiredMessage: () => string, tooLong: () => string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: () => maxed(tooLong(), max) })
    .refine(...noControlCharacters);
const minutes = z
  .number({ error: () => maxed(msg.minutesRange, MINUTES_MAX) })
  .int({ error: () => maxed(msg.minutesRange, MINUTES_MAX) })
  .min(0, { error: () => maxed(msg.minutesRange, MINUTES_MAX) })
  .max(MINUTES_MAX, { error: () => maxed(msg.minutesRange, MINUTES_MAX) });
const catalogId = (message: () => string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(ID_MAX, { error: message });

/**
 * The recipe payload (docs/product.md#recipe-validation), as created or updated; its messages name each
 * limit.
 */
export const recipeInputSchema = z.object({
  category_id: catalogId(() => msg.categoryRequired),
  cuisine_id: catalogId(() => msg.cuisineRequired),
  title: required(
    TITLE_MAX,
    () => msg.titleRequired,
    () => msg.titleTooLong,
  ),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, { error: () => maxed(msg.descriptionTooLong, DESCRIPTION_MAX) })
    .default(''),
  servings: z
    .number({ error: () => msg.servingsMin })
    .int({ error: () => msg.servingsMin })
    .min(1, { error: () => msg.servingsMin })
    .max(SERVINGS_MAX, { error: () => maxed(msg.servingsMax, SERVINGS_MAX) }),
  explanation: required(
    EXPLANATION_MAX,
    () => msg.explanationRequired,
    () => msg.explanationTooLong,
  ),
  steps: z
    .array(
      required(
        STEP_MAX,
        () => msg.stepRequired,
        () => msg.stepTooLong,
      ),
      { error: () => msg.stepsRequired },
    )
    .min(1, { error: () => msg.stepsRequired })
    .max(STEPS_MAX, { error: () => maxed(msg.stepsTooMany, STEPS_MAX) }),
  ingredients: z
    .array(ingredientSchema, { error: () => msg.ingredientsRequired })
    .min(1, { error: () => msg.ingredientsRequired })
    .max(INGREDIENTS_MAX, { error: () => maxed(msg.ingredientsTooMany, INGREDIENTS_MAX) }),
  nutrition: nutritionSchema.default({ calories: 0, protein: 0, carbs: 0, fats: 0 }),
  prep_time: minutes,
  cook_time: minutes,
  image: z.string().max(500).nullable().optional(),
  video: z.string().max(500).nullable().optional(),
  /** The page an imported recipe came from (docs/product.md#import); left out, an edit keeps it. */
  source: recipeSourceSchema.nullable().optional(),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

export const stepsAnswerSchema = z.object({ recipe_id: z.number().int(), steps: z.array(z.string()) });
export const likeAnswerSchema = z.object({ liked: z.boolean(), likes_count: z.number().int() });
export const likesCountAnswerSchema = z.object({ likes_count: z.number().int() });
export const recipeIdParamSchema = z.object({ recipeId: idParamSchema.shape.id });
/** A user's own list of recipes (saved, liked): the cards, and their ids for the local stores. */
const userRecipeListAnswerSchema = z.object({
  recipes: z.array(recipeCardSchema),
  recipe_ids: z.array(z.number().int()),
});
/** GET /saved-recipes and /user/saved-recipes. */
export const savedListAnswerSchema = userRecipeListAnswerSchema;
/** GET /user/liked-recipes. */
export const likedListAnswerSchema = userRecipeListAnswerSchema;
export const savedToggleAnswerSchema = z.object({ saved: z.boolean(), message: z.string() });
