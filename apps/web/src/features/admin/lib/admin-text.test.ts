import { describe, expect, it } from 'vitest';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import {
  catalogFieldErrors,
  descriptionPreview,
  detailsLine,
  initials,
  matchesSearch,
} from './admin-text.ts';

describe('initials', () => {
  it.each([
    ['maria lopez garcia', 'ML'],
    ['anna', 'A'],
    ['  jordi   pujol ', 'JP'],
    ['àngel ñu', 'ÀÑ'],
    ['   ', '?'],
    ['', '?'],
  ])('%j -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('keeps a whole emoji as one letter', () => {
    expect(initials('👩‍🍳 cuinera')).toBe('👩‍🍳C');
  });
});

describe('descriptionPreview', () => {
  it('keeps a description of 150 characters or fewer as it is', () => {
    const exact = 'a'.repeat(150);
    expect(descriptionPreview(exact)).toBe(exact);
    expect(descriptionPreview('Curta')).toBe('Curta');
  });

  it('cuts a longer one at 150 characters and adds ...', () => {
    const long = 'b'.repeat(149) + 'cdef';
    expect(descriptionPreview(long)).toBe('b'.repeat(149) + 'c...');
  });

  it('counts characters, not UTF-16 units', () => {
    const long = '🍅'.repeat(151);
    expect(descriptionPreview(long)).toBe('🍅'.repeat(150) + '...');
  });

  it('shows nothing for no description', () => {
    expect(descriptionPreview(null)).toBe('');
  });
});

describe('catalogFieldErrors', () => {
  const only = (name: string) => ({ name, es: '', en: '' });
  const nameError = (kind: 'category' | 'cuisine', name: string) => catalogFieldErrors(kind, only(name)).name;

  it('refuses a blank name with the spec line of each list', () => {
    expect(nameError('category', '')).toBe(trAdmin.admin.categoryBlank);
    expect(nameError('category', '   ')).toBe(trAdmin.admin.categoryBlank);
    expect(nameError('cuisine', ' \t ')).toBe(trAdmin.admin.cuisineBlank);
  });

  it('refuses a name over 60 characters and accepts one of 60', () => {
    expect(nameError('cuisine', 'x'.repeat(61))).toBe(trAdmin.admin.nameTooLong);
    expect(catalogFieldErrors('cuisine', only('x'.repeat(60)))).toEqual({});
    expect(catalogFieldErrors('category', only('  Postres '))).toEqual({});
  });

  it('takes blank translations as none and refuses a long one under its own field', () => {
    expect(catalogFieldErrors('category', { name: 'Postres', es: '  ', en: 'Desserts' })).toEqual({});
    expect(catalogFieldErrors('cuisine', { name: 'Itàlia', es: 'Italia', en: 'x'.repeat(61) })).toEqual({
      en: trAdmin.admin.nameTooLong,
    });
  });
});

describe('matchesSearch', () => {
  it('ignores case and accents; an empty search matches everything', () => {
    expect(matchesSearch('Cuïna Catalana', 'cuina cat')).toBe(true);
    expect(matchesSearch('Postres', 'POST')).toBe(true);
    expect(matchesSearch('Postres', 'sopa')).toBe(false);
    expect(matchesSearch('Postres', '  ')).toBe(true);
  });
});

describe('detailsLine', () => {
  it('lists the particulars of an audit entry', () => {
    expect(detailsLine({ from: 'user', to: 'chef' })).toBe('Nom → Xef');
    expect(detailsLine({ email: 'anna@example.cat', role: 'admin' })).toBe(
      'Email: anna@example.cat · Rol: Admin',
    );
    expect(detailsLine({ recipe_id: 4, recipe_title: 'Escudella', author_id: null })).toBe(
      'Recepta núm.: 4 · Recepta: Escudella · Autor núm.: —',
    );
    expect(detailsLine({ count: 2 })).toBe('count: 2');
    expect(detailsLine({})).toBe('');
  });
});
