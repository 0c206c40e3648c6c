import { afterEach, describe, expect, it } from 'vitest';
import { fill } from './fill.ts';
import { DEFAULT_LOCALE } from './locales.ts';
import { registerDictionary, setLocaleSource } from './translator.ts';
import { defineMessages } from './view.ts';

const catalan = { title: 'Receptes', by: 'per {name}', steps: ['Tallar', 'Coure'], card: { save: 'Desar' } };

afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

describe('a view whose Catalan is fetched later (the core, in the browser)', () => {
  it('reads its keys from the language shown, as Catalan would', () => {
    const view = defineMessages<typeof catalan>('view-test-later');
    registerDictionary('en', 'view-test-later', {
      title: 'Recipes',
      by: 'by {name}',
      steps: ['Chop', 'Cook'],
      card: { save: 'Save' },
    });
    setLocaleSource(() => 'en');
    expect(view.title).toBe('Recipes');
    expect(fill(view.by, { name: 'Marta' })).toBe('by Marta');
    expect(view.steps).toEqual(['Chop', 'Cook']);
    expect(view.card.save).toBe('Save');
    expect(Object.keys(view.card)).toEqual(['save']);
    expect('title' in view).toBe(true);
    expect('nothing' in view).toBe(false);
  });

  it('reads Catalan once it is there, and falls back to it for a text the language lacks', () => {
    const view = defineMessages<typeof catalan>('view-test-fallback');
    registerDictionary('es', 'view-test-fallback', { title: 'Recetas' });
    registerDictionary('ca', 'view-test-fallback', catalan);
    setLocaleSource(() => 'es');
    expect(view.title).toBe('Recetas');
    expect(view.card.save).toBe('Desar');
    setLocaleSource(() => 'ca');
    expect(view.title).toBe('Receptes');
    expect(Object.entries(view.card)).toEqual([['save', 'Desar']]);
  });
});

describe('a key that holds a dot', () => {
  it('reads as any other key, as a leaf and beside nested sections (the audit log’s actions)', () => {
    const actions = {
      actions: { 'verification.approve': 'Xef aprovat', 'user.role': 'Rol canviat', user: { name: 'Nom' } },
    };
    const view = defineMessages('view-test-dotted', actions);
    registerDictionary('en', 'view-test-dotted', {
      actions: {
        'verification.approve': 'Chef approved',
        'user.role': 'Role changed',
        user: { name: 'Name' },
      },
    });
    expect(view.actions['verification.approve']).toBe('Xef aprovat');
    expect(view.actions['user.role']).toBe('Rol canviat');
    expect(view.actions.user.name).toBe('Nom');
    setLocaleSource(() => 'en');
    expect(view.actions['verification.approve']).toBe('Chef approved');
    expect(view.actions['user.role']).toBe('Role changed');
    expect(view.actions.user.name).toBe('Name');
  });
});
