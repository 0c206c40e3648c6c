import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const me = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: null, img: null };
const card = (id: number, title: string) => ({
  id,
  title,
  description: null,
  // An imported recipe may have no picture: the card keeps its place.
  image: null,
  likes_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  user_id: 7,
  creador: 'cuinera',
  user: { id: 7, name: 'cuinera', img: null },
  category: null,
  cuisine: null,
  steps_count: 1,
  prep_time: 5,
  cook_time: 5,
});
const folder = { id: 4, name: 'Sopars d’estiu', created_at: '2026-11-24T20:00:00.000Z', recipes: [3] };
// A string body: Node's Response does not take jsdom's Blob.
const file = (type: string) => () => new Response('PK', { headers: { 'Content-Type': type } });
const refusal = (status: number, message: string) =>
  jsonResponse(status, { statusCode: status, error: 'Error', code: 'validation', message });

const app = (more: Record<string, Route> = {}) =>
  serveRoutes({
    'GET /api/user': () => jsonResponse(200, me),
    'GET /api/userInfo/7': () =>
      jsonResponse(200, { user: me, recipes: [], folders: [], recipes_in_folders: [] }),
    'GET /api/user/7/recipes?limit=24': () =>
      jsonResponse(200, { recipes: [{ ...card(3, 'Escalivada'), status: 'published' }], next_cursor: null }),
    'GET /api/folders': () => jsonResponse(200, { folders: [folder] }),
    'GET /api/folders/4/recipes': () => jsonResponse(200, { folder, recipes: [card(3, 'Escalivada')] }),
    ...more,
  });

describe('/perfil downloads', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:receptari/1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  const sent = (path: string) => fetchMock.mock.calls.find(([url]) => String(url) === path)?.[1];

  it('links to the import and downloads every own recipe as a zip, with the token', async () => {
    fetchMock.mockImplementation(app({ 'GET /api/export/recipes': file('application/zip') }));
    renderApp('/perfil');
    expect((await screen.findByRole('link', { name: 'Importar receptes' })).getAttribute('href')).toBe(
      '/importar',
    );
    expect(await screen.findByTestId('picture-placeholder')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar les meves receptes' }));
    expect(await screen.findByText('Receptes exportades.')).toBeTruthy();
    expect(saved).toEqual(['receptari-receptes.zip']);
    expect(new Headers(sent('/api/export/recipes')?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('says so when the export fails, and nothing is saved', async () => {
    fetchMock.mockImplementation(
      app({ 'GET /api/export/recipes': () => refusal(429, 'Massa exportacions seguides. Espera un minut.') }),
    );
    renderApp('/perfil');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar les meves receptes' }));
    expect(await screen.findByText('Massa exportacions seguides. Espera un minut.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('downloads a folder as a cookbook PDF under its name', async () => {
    fetchMock.mockImplementation(app({ 'GET /api/folders/4/pdf': file('application/pdf') }));
    renderApp('/perfil?tab=folders');
    await userEvent.click(await screen.findByRole('button', { name: 'Obrir la carpeta Sopars d’estiu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descarregar en PDF' }));
    expect(await screen.findByText('Carpeta descarregada en PDF.')).toBeTruthy();
    expect(saved).toEqual(['Sopars d’estiu.pdf']);
    expect(new Headers(sent('/api/folders/4/pdf')?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('says so when the cookbook cannot be made', async () => {
    fetchMock.mockImplementation(app({ 'GET /api/folders/4/pdf': () => jsonResponse(500, {}) }));
    renderApp('/perfil?tab=folders');
    await userEvent.click(await screen.findByRole('button', { name: 'Obrir la carpeta Sopars d’estiu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descarregar en PDF' }));
    await waitFor(() =>
      expect(screen.getByText('No s’ha pogut descarregar la carpeta en PDF.')).toBeTruthy(),
    );
    expect(saved).toEqual([]);
  });
});
