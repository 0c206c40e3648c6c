import { readFileSync } from 'node:fs';
import type { ShoppingAmount } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { describe, expect, it } from 'vitest';
import { addAmounts } from './amounts.ts';
import { aisleOf } from './aisle-of.ts';
import { canonicalAmount } from './canonical-unit.ts';
import { lineAmounts } from './line-amounts.ts';
import { mergeKey } from './merge-key.ts';

/**
 * The merge measured on lines nobody tuned it on (docs/product.md#shopping-list): pairs of lines a
 * cook would or would not buy as one product, aisles, and sums, written by another hand before this
 * file, in other cooks' voices (Valencian and Balearic words, Spanish, English, abbreviations). The
 * figures are printed; the floors below them only catch a change that makes the merge worse.
 */
type Line = { quantity: string; unit: string; name: string };
type HeldOut = {
  pairs: { a: Line; b: Line; same_line: boolean; note: string }[];
  aisles: { name: string; aisle: string }[];
  sums: { lines: Line[]; expected: string }[];
};
const data = JSON.parse(
  readFileSync(new URL('./held-out-shopping.json', import.meta.url), 'utf8'),
) as HeldOut;

/** "1,5 kg + 2 unitats" as canonical amounts, read with the list's own unit table. */
function expectedAmounts(text: string): ShoppingAmount[] {
  if (text.trim() === '') return [];
  return text.split('+').map((part) => {
    const match = /^\s*([\d.,]+)\s*(.*?)\s*$/u.exec(part);
    if (!match) return { quantity: Number.NaN, unit: part.trim() };
    return canonicalAmount(Number(match[1]!.replace(',', '.')), match[2]!);
  });
}

const sameAmounts = (a: ShoppingAmount[], b: ShoppingAmount[]) =>
  a.length === b.length &&
  a.every((amount) => {
    const other = b.find((candidate) => candidate.unit === amount.unit);
    return other !== undefined && Math.abs(other.quantity - amount.quantity) <= 0.01 * amount.quantity + 1e-6;
  });

describe('the merge on held-out lines', () => {
  it('tells one product from two, files aisles and adds amounts as cooks expect', () => {
    const pairMisses = data.pairs.filter(
      (pair) => (mergeKey(pair.a.name) === mergeKey(pair.b.name)) !== pair.same_line,
    );
    const aisleMisses = data.aisles.filter((entry) => aisleOf(entry.name) !== entry.aisle);
    const sumMisses = data.sums.filter((sum) => {
      const total = sum.lines.reduce<ShoppingAmount[]>(
        (held, line) => addAmounts(held, lineAmounts(line.quantity, line.unit, 1)),
        [],
      );
      return !sameAmounts(total, expectedAmounts(sum.expected));
    });
    const figure = (misses: unknown[], all: unknown[]) => `${all.length - misses.length}/${all.length}`;
    console.log(
      `held-out shopping merge: pairs ${figure(pairMisses, data.pairs)}, aisles ${figure(aisleMisses, data.aisles)}, sums ${figure(sumMisses, data.sums)}`,
    );
    for (const miss of pairMisses)
      console.log(`  pair: "${miss.a.name}" / "${miss.b.name}" should be ${miss.same_line ? 'one' : 'two'}`);
    for (const miss of aisleMisses)
      console.log(`  aisle: "${miss.name}" -> ${aisleOf(miss.name)}, not ${miss.aisle}`);
    for (const miss of sumMisses)
      console.log(`  sum: ${JSON.stringify(miss.lines)} should read ${miss.expected}`);
    expect(data.pairs.length - pairMisses.length).toBeGreaterThanOrEqual(FLOOR.pairs);
    expect(data.aisles.length - aisleMisses.length).toBeGreaterThanOrEqual(FLOOR.aisles);
    expect(data.sums.length - sumMisses.length).toBeGreaterThanOrEqual(FLOOR.sums);
  });
});

/** The one measurement, 2026-11-28 (before any change for it): pairs 53/60, aisles 53/60, sums 30/30. */
const FLOOR = { pairs: 53, aisles: 53, sums: 30 };
