import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render.tsx';

const labels = ['Inici', 'Cercar', 'Afegir recepta', 'Lives', 'Perfil'];

describe('bottom navigation', () => {
  it('shows five labelled links and marks the current one', async () => {
    renderApp('/Live');
    const nav = await screen.findByRole('navigation', { name: 'Navegació principal' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(labels);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/search',
      '/agregar',
      '/live',
      '/perfil',
    ]);
    expect(screen.getByRole('link', { name: 'Lives' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Inici' }).getAttribute('aria-current')).toBeNull();
  });

  it.each(['/login', '/register', '/Login'])('is hidden on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('button', { name: /Iniciar Sessió|Crear compte/ });
    expect(screen.queryByRole('navigation', { name: 'Navegació principal' })).toBeNull();
  });
});
