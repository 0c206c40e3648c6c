import { ingredientKey } from '@receptari/shared/recipes/recipes.rules';
import { INGREDIENT_NAMES_MAX } from '@receptari/shared/search/search.rules';
import { ingredientNameSchema } from '@receptari/shared/search/search.schemas';

/** What the cook has and leaves out: the screen's search, as its URL holds it. */
export type HaveSearch = { have: string[]; without: string[] };

/** The URL's Catalan parameter names: /cuina-amb-el-que-tens?tinc=ou&tinc=patata&sense=ceba. */
const HAVE = 'tinc';
const WITHOUT = 'sense';

/** Trimmed names the server takes, each once (as ingredientKey compares them), at most the limit. */
export function cleanNames(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const value of values) {
    const parsed = ingredientNameSchema.safeParse(value);
    if (!parsed.success || seen.has(ingredientKey(parsed.data))) continue;
    seen.add(ingredientKey(parsed.data));
    names.push(parsed.data);
  }
  return names.slice(0, INGREDIENT_NAMES_MAX);
}

/**
 * Read leniently, as the search screen reads its URL: a name the server would refuse is dropped,
 * and one both had and left out stays had (the server refuses both).
 */
export function readHaveParams(params: URLSearchParams): HaveSearch {
  const have = cleanNames(params.getAll(HAVE));
  const had = new Set(have.map(ingredientKey));
  return { have, without: cleanNames(params.getAll(WITHOUT)).filter((n) => !had.has(ingredientKey(n))) };
}

export function writeHaveParams({ have, without }: HaveSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of have) params.append(HAVE, name);
  for (const name of without) params.append(WITHOUT, name);
  return params;
}
