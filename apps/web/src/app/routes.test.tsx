import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render.tsx';
import { routeTable } from './routes.tsx';
import { screens } from './screens.tsx';

const matched = (path: string) => {
  const last = matchRoutes(routeTable(), path)?.at(-1);
  return { id: last?.route.id, params: last?.params };
};

describe('route table', () => {
  it('has every route of the spec', () => {
    expect(screens.map((s) => s.path)).toEqual([
      '/',
      '/login',
      '/register',
      '/Chat',
      '/chat/:liveId',
      '/verificacion',
      '/live',
      '/recetas',
      '/users',
      '/formulario',
      '/notifications',
      '/agregar',
      '/search',
      '/user/:userId',
      '/info/:recipeId',
      '/perfil',
      '/cuisines',
      '/categories',
      '/comments',
      '/revisio',
      '/registre',
      '/denuncies',
      '/planificador',
      '/llista',
      '/importar',
      '/cuina-amb-el-que-tens',
      '/seguint',
      '/user/:userId/seguidors',
      '/user/:userId/seguits',
    ]);
  });

  it.each([
    ['/Formulario', 'Formulario'],
    ['/formulario', 'Formulario'],
    ['/FORMULARIO', 'Formulario'],
    ['/Chat', 'ChatBot'],
    ['/chat', 'ChatBot'],
    ['/chat/42', 'ChatRoom'],
    ['/Chat/42', 'ChatRoom'],
    ['/Login', 'login'],
    ['/INFO/9', 'InfoReceta'],
    ['/Perfil', 'Perfil'],
    ['/no-such-page', 'not-found'],
  ])('matches %s case-insensitively to %s', (path, id) => {
    expect(matched(path).id).toBe(id);
  });

  it('hands the parameters to the screens', () => {
    expect(matched('/chat/42').params).toMatchObject({ liveId: '42' });
    expect(matched('/user/5').params).toMatchObject({ userId: '5' });
    expect(matched('/info/9').params).toMatchObject({ recipeId: '9' });
  });
});

describe('rendered routes', () => {
  it('tells the AI chat from a live chat room', async () => {
    const ai = renderApp('/Chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receptari' })).toBeTruthy();
    ai.unmount();
    renderApp('/chat/7');
    // The live room, seen without a session: the product's message (docs/product.md#live-errors) and a
    // way to log in.
    expect(await screen.findByText('No estás autenticado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar Sessió' })).toBeTruthy();
  });

  it('sends a visitor without a token from a required route to login, with the way back', async () => {
    const { router } = renderApp('/Users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FUsers');
    expect(await screen.findByRole('heading', { name: 'Benvingut de nou!' })).toBeTruthy();
  });

  it('lets a visitor without a token into the recipe detail', async () => {
    const { router } = renderApp('/info/3');
    expect(await screen.findByText('Debes iniciar sesión para ver los detalles de esta receta')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/info/3');
  });

  it('shows a required route to a visitor with a token', async () => {
    window.localStorage.setItem('token', 'x');
    renderApp('/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
  });

  it('loads Notifications lazily behind the guard', async () => {
    window.localStorage.setItem('token', 'x');
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificacions' })).toBeTruthy();
  });
});
