import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/info/12', '/info/12'],
    ['/search?q=paella&x=1', '/search?q=paella&x=1'],
    ['/Formulario', '/Formulario'],
    ['/perfil#carpetes', '/perfil#carpetes'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['info/12'],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    [' /info/1'],
    ['/login'],
    ['/LOGIN?redirect=/x'],
    ['/register/'],
  ])('refuses %j and falls back to /', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/perfil')).toBe('/perfil');
  });
});

describe('loginPath', () => {
  it('carries the way back, encoded', () => {
    expect(loginPath('/users?page=2')).toBe('/login?redirect=%2Fusers%3Fpage%3D2');
  });

  it('needs no redirect for the landing page or an unsafe target', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
