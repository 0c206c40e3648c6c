import { describe, expect, it } from 'vitest';
import { aisleOf } from './aisle-of.ts';

// One line per aisle a shop has, written as recipes write them: the aisle a cook walks to for it.
const AISLES: [string, string][] = [
  ['carn picada', 'carn i peix'],
  ['pit de pollastre', 'carn i peix'],
  ['salmó', 'carn i peix'],
  ['llet sencera', 'làctics i ous'],
  ['ous', 'làctics i ous'],
  ['pebre negre', 'espècies'],
  ['pomes', 'fruita i verdura'],
  ['cebes', 'fruita i verdura'],
  ['arròs', 'rebost'],
  ['cigrons cuits', 'rebost'],
  ['farina de blat', 'rebost'],
  ['paper de cuina', 'altres'],
];

describe('the aisle of a new line', () => {
  it.each(AISLES)('%s -> %s', (name, aisle) => {
    expect(aisleOf(name)).toBe(aisle);
  });
});
