import { LEXICON } from '../nutrition/lexicon.ts';
import { singularCandidates, tokeniseName } from '../nutrition/normalise-name.ts';
import { foldAccents, isStopword, splitWords } from './tokenise-question.ts';

/** A feature no word can produce: "this question names a food". */
export const FOOD_FEATURE = '__food__';

// Short names (all, pa, te, sal) are also common words in one of the three languages.
const MIN_LENGTH = 4;

let words: ReadonlySet<string> | null = null;

/** The head word of every food name of the nutrition table: hundreds of foods the corpus never saw. */
function foodWords(): ReadonlySet<string> {
  if (words) return words;
  const found = new Set<string>();
  for (const entry of LEXICON) {
    for (const alias of entry.aliases) {
      // The head word only: "queso azul" is a cheese, and "azul" alone is a colour.
      const [head] = tokeniseName(alias);
      if (head && head.length >= MIN_LENGTH && !isStopword(head)) found.add(head);
    }
  }
  words = found;
  return found;
}

/** The words of a question that name a food, accent-free: "Tinc cebes i tomàquets" → [ceba, tomaquet]. */
export function findFoodWords(text: string): string[] {
  const table = foodWords();
  return splitWords(foldAccents(text)).flatMap((word) => {
    const match = singularCandidates(word).find((form) => table.has(form));
    return match ? [match] : [];
  });
}
