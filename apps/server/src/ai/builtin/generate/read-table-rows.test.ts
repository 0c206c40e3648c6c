import { describe, expect, it } from 'vitest';
import { readTableRows } from './read-table-rows.ts';

describe('readTableRows', () => {
  it('reads a cost sheet row as "amount food", without the header, the rules or the prices', () => {
    const sheet = [
      'Ingredient | Quantitat | Cost',
      '---|---|---',
      'Llet sencera | 500 ml | 0,55 €',
      "Rovells d'ou | 4 | 0,80 €",
      'Procés:',
    ].join('\n');
    expect(readTableRows(sheet)).toBe("500 ml Llet sencera\n4 Rovells d'ou\nProcés:");
  });

  it('keeps a row that acts in its order, and a text with fewer than two rows as it is', () => {
    expect(readTableRows('| 1 | Bateu els ous | 5 min |\n| 2 | Coeu-ho | 10 min |')).toBe(
      '1 Bateu els ous 5 min\n2 Coeu-ho 10 min',
    );
    expect(readTableRows('Sal | al gust')).toBe('Sal | al gust');
  });

  it('reads a unit standing in a column of its own after its amount, and leaves a count unit out', () => {
    const sheet = [
      '| Gènere | Quantitat | Unitat | Preu (€/u) |',
      '| Llet sencera | 1 | l | 0,95 |',
      "| Rovells d'ou | 8 | u | 0,18 |",
      '| Sucre | 200 | g | 1,20 |',
    ].join('\n');
    expect(readTableRows(sheet)).toBe("1 l Llet sencera\n8 Rovells d'ou\n200 g Sucre");
  });
});
