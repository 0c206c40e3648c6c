import { z } from 'zod';
import { trRecipeForm } from '../i18n/tr/recipe-form.ts';
import { fill } from '../i18n/fill.ts';
import {
  DESCRIPTION_MAX,
  EXPLANATION_MAX,
  INGREDIENT_NAME_MAX,
  INGREDIENTS_MAX,
  MINUTES_MAX,
  NUTRITION_MAX,
  QUANTITY_MAX,
  SERVINGS_MAX,
  STEP_MAX,
  STEPS_MAX,
  TITLE_MAX,
  UNITS,
} from '../recipes/recipes.rules.ts';

/** docs/product.md#autofill: servings default to 4 in generation. */
export const GENERATED_SERVINGS_DEFAULT = 4;

const catalogName = z
  .string({ error: () => trRecipeForm.autofill.catalogFirst })
  .trim()
  .min(1, { error: () => trRecipeForm.autofill.catalogFirst })
  .max(100);

/**
 * POST /api/ai/generate-recipe: the explanation, and the category and cuisine chosen first
 * (docs/product.md#autofill).
 */
export const generateRecipeRequestSchema = z.object({
  explanation: z
    .string({ error: () => trRecipeForm.recipeForm.explanationRequired })
    .trim()
    .min(1, { error: () => trRecipeForm.recipeForm.explanationRequired })
    .max(EXPLANATION_MAX, {
      error: () => fill(trRecipeForm.recipeForm.explanationTooLong, { max: EXPLANATION_MAX }),
    }),
  category: catalogName,
  cuisine: catalogName,
  /** A hint used only when the explanation names no servings. */
  servings: z.number().int().min(1).max(SERVINGS_MAX).optional(),
});
export type GenerateRecipeRequest = z.infer<typeof generateRecipeRequestSchema>;

const minutes = z.number().int().min(0).max(MINUTES_MAX);
const amount = z.number().min(0).max(NUTRITION_MAX);

/** What the endpoint answers: every field set, the unit always one of the form's options. */
export const generatedRecipeSchema = z.object({
  title: z.string().min(1).max(TITLE_MAX),
  description: z.string().min(1).max(DESCRIPTION_MAX),
  ingredients: z
    .array(
      z.object({
        quantity: z.string().max(QUANTITY_MAX),
        unit: z.enum(UNITS),
        name: z.string().min(1).max(INGREDIENT_NAME_MAX),
      }),
    )
    .min(1)
    .max(INGREDIENTS_MAX),
  steps: z.array(z.string().min(1).max(STEP_MAX)).min(1).max(STEPS_MAX),
  nutrition: z.object({ calories: amount, protein: amount, fats: amount, carbs: amount }),
  prep_time: minutes,
  cook_time: minutes,
  servings: z.number().int().min(1).max(SERVINGS_MAX),
  /** What the cook should check, in Catalan (no time found: both are 0); a model's answer has none. */
  warnings: z.array(z.string().min(1).max(300)).max(5).optional(),
});
export type GeneratedRecipe = z.infer<typeof generatedRecipeSchema>;

/** Words models and cooks use for the form's units; anything else becomes '' (none), never a guess. */
const UNIT_SYNONYMS: Readonly<Record<string, (typeof UNITS)[number]>> = {
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramo: 'g',
  gramos: 'g',
  kilo: 'kg',
  kilos: 'kg',
  quilo: 'kg',
  ml: 'ml',
  mililitres: 'ml',
  mililitros: 'ml',
  litre: 'l',
  litres: 'l',
  litro: 'l',
  litros: 'l',
  cullerades: 'cullerada',
  cucharada: 'cullerada',
  cucharadas: 'cullerada',
  tbsp: 'cullerada',
  tablespoon: 'cullerada',
  culleradetes: 'culleradeta',
  cucharadita: 'culleradeta',
  cucharaditas: 'culleradeta',
  tsp: 'culleradeta',
  teaspoon: 'culleradeta',
  tasses: 'tassa',
  taza: 'tassa',
  tazas: 'tassa',
  cup: 'tassa',
  cups: 'tassa',
  pessic: 'pessics',
  pizca: 'pessics',
  pinch: 'pessics',
  unitat: 'unitats',
  unidad: 'unitats',
  unidades: 'unitats',
  units: 'unitats',
  unit: 'unitats',
  pieces: 'unitats',
  piece: 'unitats',
  cap: '',
  none: '',
};

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const isUnit = (value: string): value is (typeof UNITS)[number] =>
  (UNITS as readonly string[]).includes(value);
const toUnit = (value: unknown) => {
  const word = text(value).toLowerCase().replace(/\.$/, '');
  return isUnit(word) ? word : (UNIT_SYNONYMS[word] ?? '');
};
/** A number, or a numeric string ("20", "12,5", "20 min"); anything else counts as missing (a negative fails the schema). */
const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
/** The autofill's description has at most 2 sentences (docs/product.md#autofill). */
export const firstSentences = (value: string, count = 2) =>
  (value.match(/[^.!?]+[.!?]+|[^.!?]+$/g) ?? []).slice(0, count).join('').trim();

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A model's answer made into a `GeneratedRecipe` with the defaults (docs/product.md#autofill): title
 * 'Recepta sense títol', description 'Sense descripció.', numbers 0, servings 4 unless `servings`
 * is given. It stays invalid without ingredients or steps (docs/product.md#autofill), and its limits are the
 * form's.
 */
export function withGeneratedDefaults(answer: unknown, servings = GENERATED_SERVINGS_DEFAULT) {
  const raw = record(answer);
  const nutrition = record(raw.nutrition);
  const nutrient = (key: string) => toNumber(nutrition[key] ?? raw[key]) ?? 0;
  return generatedRecipeSchema.safeParse({
    title: text(raw.title).slice(0, TITLE_MAX) || trRecipeForm.autofill.untitled,
    description:
      firstSentences(text(raw.description)).slice(0, DESCRIPTION_MAX) || trRecipeForm.autofill.noDescription,
    ingredients: list(raw.ingredients)
      .map(record)
      .map((i) => ({
        quantity: text(i.quantity).slice(0, QUANTITY_MAX),
        unit: toUnit(i.unit),
        name: text(i.name).slice(0, INGREDIENT_NAME_MAX),
      }))
      .filter((i) => i.name !== '')
      .slice(0, INGREDIENTS_MAX),
    steps: list(raw.steps)
      .map((s) => text(typeof s === 'object' ? record(s).text : s).slice(0, STEP_MAX))
      .filter((s) => s !== '')
      .slice(0, STEPS_MAX),
    nutrition: {
      calories: Math.round(nutrient('calories')),
      protein: oneDecimal(nutrient('protein')),
      fats: oneDecimal(nutrient('fats')),
      carbs: oneDecimal(nutrient('carbs')),
    },
    prep_time: Math.round(toNumber(raw.prep_time) ?? 0),
    cook_time: Math.round(toNumber(raw.cook_time) ?? 0),
    servings: Math.round(toNumber(raw.servings) ?? 0) || servings,
  });
}
