import type { NutritionRequest } from '@receptari/shared/ai/ai.schemas';
import { parseIngredient } from 'parse-ingredient';
import { UNIT_WORDS } from './extend-units.ts';
import { NUMBER_WORDS } from '@receptari/shared/quantities/number-words';
import { parseQuantity } from '@receptari/shared/quantities/parse-quantity';

type IngredientLine = NutritionRequest['ingredients'][number];

/** One ingredient line reduced to what the estimate needs. */
export interface ParsedLine {
  /** Null when the line gives no amount at all ("sal", "pebre al gust"). */
  readonly amount: number | null;
  /** A parse-ingredient unit id ("gram", "tablespoon"...); null for a bare count or no amount. */
  readonly unit: string | null;
  readonly name: string;
  /** An amount was written but is not a number: the line is reported rather than guessed. */
  readonly unreadable: boolean;
  /** "Per a la salsa:" and the like: a heading, not an ingredient. */
  readonly header: boolean;
}

const FORM_UNITS: Readonly<Record<IngredientLine['unit'], string | null>> = {
  '': null,
  g: 'gram',
  kg: 'kilogram',
  ml: 'milliliter',
  l: 'liter',
  cullerada: 'tablespoon',
  culleradeta: 'teaspoon',
  tassa: 'cup',
  pessics: 'pinch',
  unitats: 'piece',
};

const OPTIONS = {
  additionalUOMs: UNIT_WORDS,
  rangeSeparators: ['to', 'or', 'a', 'o'],
  descriptionStripPrefixes: ['of', 'de', 'del'],
  groupHeaderPatterns: ['For', 'Per a', 'Per', 'Para'],
} as const;

// "una ceba", "mig quilo de farina": parse-ingredient reads digits only.
function leadingNumberWord(line: string): string {
  return line.replace(/^\p{L}+/u, (word) => NUMBER_WORDS[word.toLowerCase()] ?? word);
}

function parseWholeLine(line: string): ParsedLine {
  const text = leadingNumberWord(line.trim()).replace(/(\d),(\d)/gu, '$1.$2');
  const [parsed] = parseIngredient(text, OPTIONS);
  if (!parsed) return { amount: null, unit: null, name: line, unreadable: false, header: false };
  const { quantity, quantity2 } = parsed;
  const amount = quantity === null ? null : quantity2 === null ? quantity : (quantity + quantity2) / 2;
  return {
    amount,
    unit: amount === null ? null : parsed.unitOfMeasureID,
    name: parsed.description,
    unreadable: amount === null && /^\s*[\d½⅓⅔¼¾⅛]/u.test(text),
    header: parsed.isGroupHeader,
  };
}

/**
 * Reads a form line (quantity text, unit select, name). With no unit selected the quantity and name
 * are read together as one free line, so "2 cullerades d'oli" typed into the name still counts.
 */
export function parseLine(line: IngredientLine): ParsedLine {
  const quantity = line.quantity.trim();
  const name = line.name.trim();
  const unit = FORM_UNITS[line.unit];
  if (unit === null) {
    if (quantity === '') return parseWholeLine(name);
    const parsed = parseWholeLine(`${quantity} ${name}`);
    return parsed.amount === null ? { ...parsed, unreadable: true } : parsed;
  }
  if (quantity === '') return { amount: null, unit: null, name, unreadable: false, header: false };
  const amount = parseQuantity(quantity);
  return { amount, unit, name, unreadable: amount === null, header: false };
}
