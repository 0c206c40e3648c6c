import { describe, expect, it } from 'vitest';
import { findFood } from './find-food.ts';

const ndbOf = (name: string): string | undefined => findFood(name)?.ndb;

describe('findFood', () => {
  it('finds Catalan, Spanish and English names alike', () => {
    expect(ndbOf('ou')).toBe('01123');
    expect(ndbOf('huevo')).toBe('01123');
    expect(ndbOf('egg')).toBe('01123');
    expect(ndbOf("oli d'oliva")).toBe('04053');
    expect(ndbOf('aceite de oliva virgen')).toBe('04053');
    expect(ndbOf('olive oil')).toBe('04053');
  });

  it('matches plurals and accents', () => {
    expect(ndbOf('ous')).toBe('01123');
    expect(ndbOf('Tomàquets')).toBe('11529');
    expect(ndbOf('tomates')).toBe('11529');
    expect(ndbOf('albergínies')).toBe('11209');
    expect(ndbOf('Pebrots vermells')).toBe('11821');
    expect(ndbOf('cigrons cuits')).toBe('16359');
    expect(ndbOf('champiñones')).toBe('11260');
    expect(ndbOf('arros')).toBe('20044');
  });

  it('reads English "peppers" as the vegetable and "pepper" as the spice', () => {
    expect(ndbOf('two peppers')).toBe('11333');
    expect(ndbOf('red peppers')).toBe('11821');
    expect(ndbOf('black pepper')).toBe('02030');
  });

  it('reads coconut milk as itself, not as cow’s milk nor as coconut flesh', () => {
    for (const name of ['llet de coco', 'leche de coco', 'coconut milk', '1 llauna de llet de coco'])
      expect(ndbOf(name), name).toBe('12118');
    expect(ndbOf('llet')).toBe('01077');
  });

  it('prefers the longest alias in the name', () => {
    expect(ndbOf('suc de llimona')).toBe('09152');
    expect(ndbOf('llimona')).toBe('09150');
    expect(ndbOf('pebre vermell dolç')).toBe('02028');
    expect(ndbOf('pebre negre mòlt')).toBe('02030');
    expect(ndbOf('carn picada de porc')).toBe('10219');
    expect(ndbOf('carn picada')).toBe('23572');
  });

  it('ignores words around the food', () => {
    expect(ndbOf('ceba tallada a daus')).toBe('11282');
    expect(ndbOf('pebre al gust')).toBe('02030');
  });

  it('returns null for names it does not know', () => {
    expect(findFood('unicorn')).toBeNull();
    expect(findFood('')).toBeNull();
    expect(findFood('de la')).toBeNull();
  });
});
