import type { Ingredient } from '@receptari/shared/recipes/recipes.schemas';
import { ingredientRow } from '../../schema-org/ingredient-row.ts';

// "Sal, pebre i oli", "salt and pepper": a line without an amount may name several foods. The
// split stops at "d'" and "de" ("oli d'oliva" stays whole).
const LIST_BREAK = /\s*,\s*|\s+(?:i|y|and)\s+/iu;
/** OCR reads a g whose tail faded as y or q: "225 y butter" (no list says "225 y"). */
const MISREAD_GRAMS = /^(\d+(?:[.,]\d+)?)\s*[yq]\s+(?=\p{L})/u;
/** A bar or slash where a handwritten digit was: "| litre de llet". The amount is lost. */
const LOST_AMOUNT = /^[|\\/!]\s*(?=\p{L})/u;

/**
 * The card's ingredient lines as the form's rows, read with the same parser as a page's
 * recipeIngredient (schema-org/ingredient-row.ts); headings ("Per a la salsa:") are left out, and
 * a line whose amount could not be read keeps what was read, named in `unread`.
 */
export function cardIngredients(lines: readonly string[]): { rows: Ingredient[]; unread: string[] } {
  const rows: Ingredient[] = [];
  const unread: string[] = [];
  for (const written of lines) {
    const fixed = written.replace(MISREAD_GRAMS, '$1 g ');
    const line = fixed.replace(LOST_AMOUNT, '');
    const read = ingredientRow(line);
    if (read.header) continue;
    if (read.unread || line !== fixed) unread.push(written);
    const several = read.row.quantity === '' && !read.unread ? line.split(LIST_BREAK) : [line];
    if (several.length === 1) rows.push(read.row);
    else rows.push(...several.filter(Boolean).map((name) => ingredientRow(name).row));
  }
  return { rows, unread };
}
