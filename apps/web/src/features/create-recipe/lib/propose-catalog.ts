import { CATEGORY_WORDS, CUISINE_WORDS, NOT_VEGETARIAN } from './catalog-lexicon.ts';

export interface CatalogOption {
  value: string;
  label: string;
}

/** Lowercase, accent-free, words separated by single spaces: what the lexicon is written in. */
const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim()} `;

/** The entry's phrases, as the text is read: " crema catalana ". */
const phrasesOf = (words: string) =>
  words
    .split(',')
    .map((phrase) => plain(phrase))
    .filter((phrase) => phrase.trim() !== '');

/**
 * How strongly a text points to an entry: each phrase it holds counts, a phrase of several words
 * double (it names a dish), and a phrase in the opening line (the dish's name) twice more.
 */
function score(text: string, opening: string, words: string): number {
  let total = 0;
  for (const phrase of phrasesOf(words)) {
    const weight = phrase.trim().includes(' ') ? 2 : 1;
    if (text.includes(phrase)) total += weight;
    if (opening.includes(phrase)) total += 2 * weight;
  }
  return total;
}

/** The option the text points to most, among those the catalogue has, or null when none is named. */
function best(
  text: string,
  options: readonly CatalogOption[],
  lexicon: Readonly<Record<string, string>>,
  skip: (key: string, scores: Record<string, number>) => boolean = () => false,
): CatalogOption | null {
  const [opening = ''] = text.split(/[.\n:!?]/u);
  const body = plain(text);
  const head = plain(opening);
  const scores = Object.fromEntries(
    Object.entries(lexicon).map(([key, words]) => [key, score(body, head, words)]),
  );
  let found: CatalogOption | null = null;
  let top = 0;
  for (const option of options) {
    const key = plain(option.label).trim();
    const points = scores[key] ?? 0;
    if (points > top && !skip(key, scores)) [found, top] = [option, points];
  }
  return found;
}

/**
 * The category and the cuisine a recipe's text points to, for the form to propose when the cook
 * pressed 'Omplir automàticament' before choosing them (docs/product.md#autofill): the choice stays
 * the cook's. Read from the dish's words, its main ingredients and its place names.
 */
export function proposeCatalog(
  text: string,
  categories: readonly CatalogOption[],
  cuisines: readonly CatalogOption[],
): { category: CatalogOption | null; cuisine: CatalogOption | null } {
  const category = best(text, categories, CATEGORY_WORDS, (key, scores) =>
    key === 'vegetaria' ? NOT_VEGETARIAN.some((other) => (scores[other] ?? 0) > 0) : false,
  );
  return { category, cuisine: best(text, cuisines, CUISINE_WORDS) };
}
