import type { RecipeSource } from '@receptari/shared/import/recipe-source.schemas';
import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import type { Unit } from '@receptari/shared/recipes/recipes.rules';

/** Rows carry a key of their own, so reordering and removing keep each row's input and focus. */
export type StepRow = { key: string; text: string };
export type IngredientRow = { key: string; quantity: string; unit: Unit; name: string };

/**
 * The /agregar form's values: nutrition flat (docs/product.md#recipe-draft), selects as strings, media as
 * URLs.
 */
export type Draft = {
  category_id: string | null;
  cuisine_id: string | null;
  title: string;
  servings: number | string;
  explanation: string;
  description: string;
  steps: StepRow[];
  ingredients: IngredientRow[];
  calories: number | string;
  protein: number | string;
  fats: number | string;
  carbs: number | string;
  prep_time: number | string;
  cook_time: number | string;
  image: string | null;
  video: string | null;
  /** The page an imported draft came from, credited on the recipe (docs/product.md#import). */
  source: RecipeSource | null;
};

let counter = 0;
export const rowKey = () => `r${Date.now().toString(36)}${(counter++).toString(36)}`;
export const emptyStep = (): StepRow => ({ key: rowKey(), text: '' });
export const emptyIngredient = (): IngredientRow => ({ key: rowKey(), quantity: '', unit: '', name: '' });

/** docs/product.md#recipe-draft: nutrition 0, times 0, servings 1, cuisine none. */
export const emptyDraft = (): Draft => ({
  category_id: null,
  cuisine_id: null,
  title: '',
  servings: 1,
  explanation: '',
  description: '',
  steps: [emptyStep()],
  ingredients: [emptyIngredient()],
  calories: 0,
  protein: 0,
  fats: 0,
  carbs: 0,
  prep_time: 0,
  cook_time: 0,
  image: null,
  video: null,
  source: null,
});

/** A number input's value as the API wants it: '' stays invalid (NaN), never silently 0. */
const num = (value: number | string) => (value === '' ? Number.NaN : Number(value));
const id = (value: string | null) => (value === null ? null : Number(value));

/** The submit payload (docs/product.md#recipe-draft): nutrition nested, empty quantity and unit as ''. */
export function toRecipeInput(draft: Draft) {
  return {
    category_id: id(draft.category_id),
    cuisine_id: id(draft.cuisine_id),
    title: draft.title,
    description: draft.description,
    servings: num(draft.servings),
    explanation: draft.explanation,
    steps: draft.steps.map((s) => s.text),
    ingredients: draft.ingredients.map(({ quantity, unit, name }) => ({ quantity, unit, name })),
    nutrition: {
      calories: num(draft.calories),
      protein: num(draft.protein),
      fats: num(draft.fats),
      carbs: num(draft.carbs),
    },
    prep_time: num(draft.prep_time),
    cook_time: num(draft.cook_time),
    image: draft.image,
    video: draft.video,
    source: draft.source,
  } satisfies Record<keyof RecipeInput, unknown>;
}

/**
 * Where an error of the payload shows on the form: nutrition is flat there, and a step's text
 * sits in its row ('steps.2' is 'steps.2.text').
 */
export function formPathOf(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'nutrition' && rest[0]) return rest[0];
  if (head === 'steps' && rest.length === 1) return `steps.${rest[0]}.text`;
  return [head, ...rest].join('.');
}
