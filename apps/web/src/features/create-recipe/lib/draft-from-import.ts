import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import { type Draft, emptyIngredient, emptyStep, rowKey } from './draft.ts';

const idText = (id: number | null) => (id === null ? null : String(id));

/**
 * A recipe read by the import (docs/product.md#import) as the /agregar form's values: rows with keys
 * (one empty row where the recipe brought none, to type in), nutrition flat, catalogue ids as the
 * selects' strings, the picture already the user's upload, and the credit kept for the submit.
 */
export function draftFromImport(imported: ImportedDraft): Draft {
  const { calories, protein, fats, carbs } = imported.nutrition;
  const steps = imported.steps.map((text) => ({ key: rowKey(), text }));
  const ingredients = imported.ingredients.map(({ quantity, unit, name }) => ({
    key: rowKey(),
    quantity,
    unit,
    name,
  }));
  return {
    category_id: idText(imported.category_id),
    cuisine_id: idText(imported.cuisine_id),
    title: imported.title,
    servings: imported.servings,
    explanation: imported.explanation,
    description: imported.description,
    steps: steps.length > 0 ? steps : [emptyStep()],
    ingredients: ingredients.length > 0 ? ingredients : [emptyIngredient()],
    calories,
    protein,
    fats,
    carbs,
    prep_time: imported.prep_time,
    cook_time: imported.cook_time,
    image: imported.image,
    video: null,
    source: imported.source,
  };
}

/** True when the recipe came with no nutrition of its own: the form estimates it from the ingredients. */
export const lacksNutrition = (imported: ImportedDraft) =>
  Object.values(imported.nutrition).every((value) => value === 0);
