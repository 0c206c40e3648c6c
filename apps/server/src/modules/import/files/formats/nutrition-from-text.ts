import type { Node } from '../../schema-org/values.ts';

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
/** A nutrient's names, then up to a few characters (": ", " = ") before its number. */
const nutrient = (names: string) =>
  new RegExp(String.raw`(?:^|[\n,;(])\s*(?:total\s+)?(?:${names})\b[^\d\n]{0,12}${NUMBER}`, 'iu');

const CALORIES = nutrient('calories|calorias|calorías|energy|energia|energía|kcal');
const PROTEIN = nutrient('proteins?|prote[iï]nes|prote[ií]nas?');
const CARBS = nutrient('carbohydrates?|carbs|hidrats(?: de carboni)?|hidratos(?: de carbono)?|carbohidratos');
const FAT = nutrient('fats?|greixos?|grasas?|l[ií]pids');

const read = (pattern: RegExp, text: string) => pattern.exec(text)?.[1]?.replace(',', '.');

/**
 * Paprika's nutritional_info is free text ("Calories: 250\nProtein: 10g\nFat: 8 g"): the four
 * figures the form keeps, as a schema.org NutritionInformation, each left out when not written.
 * Only a line's own name counts ("Saturated fat" is not the fat).
 */
export function nutritionFromText(text: unknown): Node | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const facts = {
    calories: read(CALORIES, text),
    proteinContent: read(PROTEIN, text),
    carbohydrateContent: read(CARBS, text),
    fatContent: read(FAT, text),
  };
  return Object.values(facts).some(Boolean) ? facts : undefined;
}
