import { describe, expect, it } from 'vitest';
import { fill } from '../i18n/fill.ts';
import {
  difficultyOf,
  hasForbiddenTitleWord,
  imageSrcSet,
  imageVariant,
  storedImage,
  ingredientKey,
  truncateWords,
} from './recipes.rules.ts';

describe('recipe rules', () => {
  it('cuts a card description to 15 words plus an ellipsis', () => {
    const long = Array.from({ length: 20 }, (_, i) => `paraula${i}`).join(' ');
    expect(truncateWords(long)).toBe(`${long.split(' ').slice(0, 15).join(' ')}...`);
    expect(truncateWords('  Curta   i  bona ')).toBe('Curta i bona');
    expect(truncateWords('   ')).toBeNull();
    expect(truncateWords(null)).toBeNull();
  });

  it('grades difficulty by the number of steps (1-5, 6-10, more)', () => {
    expect([1, 5, 6, 10, 11].map(difficultyOf)).toEqual(['facil', 'facil', 'regular', 'regular', 'dificil']);
  });

  it('refuses forbidden words in any case, inside other words too', () => {
    expect(hasForbiddenTitleWord('Arròs negre')).toBe(false);
    expect(hasForbiddenTitleWord('POLLAstre')).toBe(true);
  });

  it('names the card and detail variants of stored images only', () => {
    expect(imageVariant('/media/u/abc.webp', 'card')).toBe('/media/u/abc-card.webp');
    expect(imageVariant('/media/u/abc.webp', 'detail')).toBe('/media/u/abc-detail.webp');
    expect(imageVariant('https://example.com/a.jpg', 'card')).toBe('https://example.com/a.jpg');
    expect(imageVariant(null, 'card')).toBeNull();
  });

  it('finds the stored image behind a variant, and leaves other URLs alone', () => {
    expect(storedImage('/media/u/abc-detail.webp')).toBe('/media/u/abc.webp');
    expect(storedImage('/media/u/abc-card.webp')).toBe('/media/u/abc.webp');
    expect(storedImage('/media/u/abc-phone.webp')).toBe('/media/u/abc.webp');
    expect(storedImage('/media/u/abc.webp')).toBe('/media/u/abc.webp');
    expect(storedImage('https://example.com/a-detail.webp')).toBe('https://example.com/a-detail.webp');
    expect(storedImage(null)).toBeNull();
  });

  it('lists every variant of a stored image in one format, narrowest first, and none for other URLs', () => {
    expect(imageSrcSet('/media/u/abc-card.webp', 'avif')).toBe(
      '/media/u/abc-card.avif 480w, /media/u/abc-phone.avif 720w, /media/u/abc-detail.avif 1200w',
    );
    expect(imageSrcSet('/media/u/abc.webp', 'webp')).toBe(
      '/media/u/abc-card.webp 480w, /media/u/abc-phone.webp 720w, /media/u/abc-detail.webp 1200w',
    );
    expect(imageSrcSet('https://example.com/a.jpg', 'webp')).toBeNull();
    expect(imageSrcSet(null, 'avif')).toBeNull();
  });

  it('keys ingredient names like the SQL index: lower(btrim(name))', () => {
    expect(ingredientKey('  Ceba Tendra ')).toBe('ceba tendra');
  });

  it('fills message templates through Lingui, leaving out a value not given', () => {
    expect(fill('{name} ha comentat "{title}"{x}', { name: 'Marta', title: 'Arròs' })).toBe(
      'Marta ha comentat "Arròs"',
    );
  });
});
