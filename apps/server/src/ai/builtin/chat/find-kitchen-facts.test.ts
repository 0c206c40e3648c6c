import { describe, expect, it } from 'vitest';
import { findKitchenFacts } from './find-kitchen-facts.ts';

describe('findKitchenFacts', () => {
  it('answers substitutions of the ingredient named, in any of the three languages', () => {
    expect(findKitchenFacts('Com puc substituir l’ou en un pastís?')[0]).toMatch(/^Ou: .*lli/);
    expect(findKitchenFacts('¿Qué uso en vez de mantequilla?')[0]).toMatch(/^Mantega: 100 g/);
    expect(findKitchenFacts('What can I use instead of milk?')[0]).toMatch(/^Llet:/);
  });

  it('answers conversions: a tablespoon is 15 ml, a cup 240 ml with the grams of flour', () => {
    expect(findKitchenFacts('Quants ml té una cullerada?')).toEqual([expect.stringContaining('15 ml')]);
    const cup = findKitchenFacts('How many grams is a cup of flour?');
    expect(cup).toEqual([expect.stringMatching(/240 ml: 120-125 g de farina/)]);
  });

  it('answers oven temperatures and cooking times of common foods', () => {
    expect(findKitchenFacts('A quina temperatura poso el forn per a una pizza?')[0]).toMatch(/250-275 °C/);
    expect(findKitchenFacts('Quant temps es cou l’arròs?')[0]).toMatch(/^Arròs blanc: 18-20 minuts/);
    expect(findKitchenFacts('¿Cuánto tiempo hiervo un huevo duro?')[0]).toMatch(/durs 10-12 minuts/);
  });

  it('does not take a short key for the start of another word, nor answer what was not asked', () => {
    // "pa" is bread, not the start of "paella"; and naming a food is not asking for its time.
    expect(findKitchenFacts('A quina temperatura faig una paella al forn?')).toEqual([]);
    expect(findKitchenFacts('Vull fer arròs amb pollastre')).toEqual([]);
  });
});
