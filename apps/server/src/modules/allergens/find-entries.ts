import { singularCandidates, tokeniseName } from '../../ai/index.ts';
import type { TaxonomyEntry } from './taxonomy-entry.ts';
import { TAXONOMY } from './taxonomy.ts';

/** One phrase of an entry, as the words tokeniseName makes of it. */
type Phrase = { words: string[]; entry: TaxonomyEntry };

/** An entry found in a name, over the words [start, end). */
export type Found = { entry: TaxonomyEntry; start: number; end: number };

/** Phrases by their first word, longest first, so the longest phrase at a position wins. */
function indexPhrases(taxonomy: readonly TaxonomyEntry[]): Map<string, Phrase[]> {
  const byFirst = new Map<string, Phrase[]>();
  for (const entry of taxonomy) {
    for (const text of [...entry.ca, ...entry.es, ...entry.en]) {
      const words = tokeniseName(text);
      if (!words.length) continue;
      const list = byFirst.get(words[0]!) ?? [];
      list.push({ words, entry });
      byFirst.set(words[0]!, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

const PHRASES = indexPhrases(TAXONOMY);

/**
 * A written word and the singulars it may stand for ('ous' → 'ou', 'nueces' → 'nuez'). A form of
 * one or two letters is kept only as the word less its final s ('vins' → 'vi'), so 'pes' (weight)
 * never reads as 'pa' (bread).
 */
function forms(word: string): string[] {
  return singularCandidates(word).filter((f) => f.length > 2 || f === word || f === word.slice(0, -1));
}

/**
 * The taxonomy's entries in an ingredient name, on folded whole words (docs/product.md#allergens-and-diets):
 * at each word the longest phrase that starts there, so 'nou moscada' is nutmeg and not a walnut,
 * and 'all' (garlic) never matches inside 'allioli'. Words of no entry (quantities, descriptors) are
 * skipped.
 */
export function findEntries(name: string): Found[] {
  const words = tokeniseName(name).map(forms);
  const found: Found[] = [];
  let i = 0;
  while (i < words.length) {
    const best = longestAt(words, i);
    if (best) {
      found.push({ entry: best.entry, start: i, end: i + best.words.length });
      i += best.words.length;
    } else i += 1;
  }
  return found;
}

function longestAt(words: string[][], i: number): Phrase | undefined {
  let best: Phrase | undefined;
  for (const first of new Set(words[i])) {
    for (const phrase of PHRASES.get(first) ?? []) {
      if (best && best.words.length >= phrase.words.length) break;
      const fits = phrase.words.every((w, j) => words[i + j]?.includes(w));
      if (fits) best = phrase;
    }
  }
  return best;
}
