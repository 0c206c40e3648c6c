import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard.ts';
import { screens } from './screens.tsx';

const screen = (name: string) => screens.find((s) => s.name === name)!;

describe('guardRedirect', () => {
  it.each(['UsersList', 'Notifications', 'CategoriesView'])('%s without a token goes to login', (name) => {
    expect(guardRedirect(screen(name), false, '/users?q=a')).toBe('/login?redirect=%2Fusers%3Fq%3Da');
  });

  it('lets the recipe detail through without a token', () => {
    expect(screen('InfoReceta').auth).toBe('required');
    expect(guardRedirect(screen('InfoReceta'), false, '/info/3')).toBeNull();
  });

  it('lets everyone with a token through', () => {
    for (const s of screens) expect(guardRedirect(s, true, s.path)).toBeNull();
  });

  it('guards exactly the routes the spec flags, the shopping list, the planner, the import, cooking with what you have and the feed', () => {
    const guarded = screens.filter((s) => guardRedirect(s, false, s.path) !== null).map((s) => s.path);
    expect(guarded).toEqual([
      '/users',
      '/notifications',
      '/categories',
      '/planificador',
      '/llista',
      '/importar',
      '/cuina-amb-el-que-tens',
      '/seguint',
    ]);
  });
});
