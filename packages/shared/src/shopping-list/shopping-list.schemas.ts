import { z } from 'zod';
import { idSchema, idTextSchema } from '../common/common.schemas.ts';
import { noControlCharacters } from '../common/text.rules.ts';
import { trPlanning } from '../i18n/tr/planning.ts';
import { fill } from '../i18n/fill.ts';
import { SERVINGS_MAX, SERVINGS_MIN } from '../recipes/recipes.rules.ts';
import {
  AISLES,
  SHOPPING_ITEM_NAME_MAX,
  SHOPPING_QUANTITY_MAX,
  SHOPPING_UNIT_MAX,
} from './shopping-list.rules.ts';

const { errors } = trPlanning;
const badServings = () => fill(errors.badServings, { min: SERVINGS_MIN, max: SERVINGS_MAX });

/** Servings a recipe is added or planned at: the recipe page's stepper's range. */
export const plannedServingsSchema = z
  .number({ error: badServings })
  .int({ error: badServings })
  .min(SERVINGS_MIN, { error: badServings })
  .max(SERVINGS_MAX, { error: badServings });

export const aisleSchema = z.enum(AISLES, { error: () => errors.badAisle });

/** One quantity of a line: a number in a unit ('g', 'ml', 'unitats', 'pessic'...), or no unit ('sal'). */
export const shoppingAmountSchema = z.object({
  quantity: z.number(),
  unit: z.string().nullable(),
});
export type ShoppingAmount = z.infer<typeof shoppingAmountSchema>;

/** A recipe a line comes from, at the servings it was added with. */
export const shoppingSourceSchema = z.object({
  recipe_id: z.number().int(),
  title: z.string(),
  servings: z.number().int(),
});

/**
 * One line of the list. `amounts` holds every quantity that does not convert into another ("200 g +
 * 2 unitats"); `quantity` and `unit` are its first, or null for a line without a number.
 */
export const shoppingItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  amounts: z.array(shoppingAmountSchema),
  aisle: aisleSchema,
  checked: z.boolean(),
  position: z.number().int(),
  sources: z.array(shoppingSourceSchema),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const shoppingMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  owner: z.boolean(),
});
export type ShoppingMember = z.infer<typeof shoppingMemberSchema>;

/** GET /shopping-list: the caller's list (their household's when they are a member of one). */
export const shoppingListAnswerSchema = z.object({
  id: z.number().int(),
  items: z.array(shoppingItemSchema),
  members: z.array(shoppingMemberSchema),
  /** The recipes on the list, for 'Treure la recepta de la llista'. */
  recipes: z.array(shoppingSourceSchema),
});
export type ShoppingListAnswer = z.infer<typeof shoppingListAnswerSchema>;

export const shoppingRecipeParamsSchema = z.object({ recipeId: idTextSchema });
export const shoppingItemParamsSchema = z.object({ id: idTextSchema });
export const shoppingMemberParamsSchema = z.object({ userId: idTextSchema });

/** POST /shopping-list/recipes/{recipeId}: the servings chosen on the recipe page. */
export const addRecipeToListBodySchema = z.object({ servings: plannedServingsSchema });
export type AddRecipeToListBody = z.infer<typeof addRecipeToListBodySchema>;

/**
 * Its answer: the recipe as the list now holds it (its servings there in all) and how many lines the
 * list has. Not the whole list: the recipe page only says it was added, and the list screen reads
 * the list itself.
 */
export const addedRecipeAnswerSchema = z.object({
  recipe: shoppingSourceSchema,
  lines: z.number().int(),
});

const itemNameSchema = z
  .string({ error: () => errors.itemNameRequired })
  .trim()
  .min(1, { error: () => errors.itemNameRequired })
  .max(SHOPPING_ITEM_NAME_MAX, { error: () => fill(errors.itemNameTooLong, { max: SHOPPING_ITEM_NAME_MAX }) })
  .refine(...noControlCharacters);
const badQuantity = () => fill(errors.badQuantity, { max: SHOPPING_QUANTITY_MAX });
const quantitySchema = z
  .number({ error: badQuantity })
  .min(0, { error: badQuantity })
  .max(SHOPPING_QUANTITY_MAX, { error: badQuantity })
  .nullable();
const unitSchema = z
  .string({ error: () => fill(errors.badUnit, { max: SHOPPING_UNIT_MAX }) })
  .trim()
  .max(SHOPPING_UNIT_MAX, { error: () => fill(errors.badUnit, { max: SHOPPING_UNIT_MAX }) })
  .refine(...noControlCharacters)
  .nullable();

/**
 * POST /shopping-list/items: a free line. Without a quantity the name is read as a line of a
 * recipe ("2 kg de patates"); without an aisle the server finds it.
 */
export const addShoppingItemBodySchema = z.object({
  name: itemNameSchema,
  quantity: quantitySchema.optional(),
  unit: unitSchema.optional(),
  aisle: aisleSchema.optional(),
});
export type AddShoppingItemBody = z.infer<typeof addShoppingItemBodySchema>;

/**
 * PATCH /shopping-list/items/{id}: only the fields sent change, so two people editing one line at
 * once keep both changes (one ticks it, the other fixes its quantity).
 */
export const patchShoppingItemBodySchema = z
  .object({
    checked: z.boolean().optional(),
    name: itemNameSchema.optional(),
    quantity: quantitySchema.optional(),
    unit: unitSchema.optional(),
    aisle: aisleSchema.optional(),
    position: z
      .number({ error: () => errors.badPosition })
      .int({ error: () => errors.badPosition })
      .min(0, { error: () => errors.badPosition })
      .max(100_000, { error: () => errors.badPosition })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: () => errors.emptyPatch,
  });
export type PatchShoppingItemBody = z.infer<typeof patchShoppingItemBodySchema>;

/** POST /shopping-list/members: share the list with the user of that name. */
export const addShoppingMemberBodySchema = z.object({
  name: z
    .string({ error: () => errors.userNotFound })
    .trim()
    .min(1, { error: () => errors.userNotFound })
    .max(100, { error: () => errors.userNotFound })
    .refine(...noControlCharacters),
});

/** DELETE /shopping-list/checked: how many lines went, for the undo. */
export const clearCheckedAnswerSchema = z.object({
  removed: z.number().int(),
  items: z.array(shoppingItemSchema),
});

export const shoppingItemAnswerSchema = z.object({ item: shoppingItemSchema });
export const shoppingMemberIdSchema = idSchema;
