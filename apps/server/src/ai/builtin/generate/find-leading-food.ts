import type { LexiconEntry } from '../nutrition/define-food.ts';
import { findFood, findWholeFood } from '../nutrition/find-food.ts';
import { tokeniseName } from '../nutrition/normalise-name.ts';

/** Foods are named in a few words: "midó de blat de moro" is the longest we need. */
const MAX_WORDS = 5;
// "llesques de pa", "fulla de llorer", "pell d'una llimona": a portion of a food, named before it.
const PORTION = /^\p{L}+\s+(?:(?:de|d['’])\s*(?:una?\s+)?|of\s+(?:an?\s+)?)/iu;

/** The fewest opening words that still name the food: "oli a foc lent" → "oli". */
function shortest(words: readonly string[], longest: number, food: LexiconEntry) {
  let k = 1;
  while (k < longest && findFood(words.slice(0, k).join(' ')) !== food) k += 1;
  return { food, words: words.slice(0, k).join(' ') };
}

const isNameWord = (word: string) =>
  tokeniseName(word.replace(/^[ld]['’]/iu, '')).length > 0 && !/^[ld]['’]$/iu.test(word);

function foodAtStart(text: string): { food: LexiconEntry; words: string } | null {
  const words = text.split(/\s+/u).filter(Boolean);
  // A food's whole name as written ("oli d'oliva", "olive oil", "aceite de oliva") is one food,
  // never "oli" and then "oliva": the longest opening run that is itself a name of the table.
  for (let k = Math.min(MAX_WORDS, words.length); k > 1; k -= 1) {
    const run = words
      .slice(0, k)
      .join(' ')
      .replace(/[.,;:!?…)]+$/u, '');
    // It opens and ends on a word of the name, never on "de", "al", "per" the name's key leaves out.
    const bounded = isNameWord(words[0]!) && isNameWord(words[k - 1]!);
    const food = bounded ? findWholeFood(run) : null;
    if (food) return { food, words: run };
  }
  for (let k = Math.min(MAX_WORDS, words.length); k > 0; k -= 1) {
    const run = words.slice(0, k).join(' ');
    const food = findFood(run);
    // findFood looks anywhere in the run; the food must start it ("cotxe nou" is no walnut).
    if (food && (k === 1 || findFood(words.slice(1, k).join(' ')) !== food)) return shortest(words, k, food);
  }
  return null;
}

/**
 * The food a name opens with, as written: "oli d'oliva verge" → olive oil, "llesques de pa de
 * pagès" → bread. Null when the name opens with anything else, so chance words in a sentence
 * ("un cotxe nou") never become ingredients.
 */
export function findLeadingFood(name: string): { food: LexiconEntry; words: string } | null {
  const text = name.trim();
  const direct = foodAtStart(text);
  if (direct) return direct;
  const portion = text.replace(PORTION, '');
  return portion === text ? null : foodAtStart(portion);
}
