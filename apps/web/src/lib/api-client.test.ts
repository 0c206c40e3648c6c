import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tr } from '@receptari/shared/i18n/tr/core';
import { jsonResponse } from '@/test/render.tsx';
import { ApiError, apiFetch } from './api-client.ts';
import { setNavigator } from './navigation.ts';

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn();
  let restore: () => void;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    restore = setNavigator(navigate, () => '/formulario?x=1');
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    navigate.mockReset();
  });

  it('answers a file as a Blob, and its failure still with the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await apiFetch<Blob>('/recipes/1/download', { as: 'blob' });
    expect(await blob.text()).toBe('%PDF-1.7');
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'No s’ha trobat la recepta.' }));
    await expect(apiFetch('/recipes/2/download', { as: 'blob' })).rejects.toMatchObject({
      status: 404,
      message: 'No s’ha trobat la recepta.',
    });
  });

  it('sends JSON and the stored bearer token under /api', async () => {
    window.localStorage.setItem('token', 'secret');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiFetch('/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/thing');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('Authorization')).toBe('Bearer secret');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('throws ApiError with the server message and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { statusCode: 422, message: 'Invàlid', errors: { email: ['Correu dolent'] } }),
    );
    const error = await apiFetch('/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invàlid', serverMessage: 'Invàlid' });
    expect((error as ApiError).fieldMessages()).toEqual(['Correu dolent']);
  });

  it('reads the shared error answer: its code, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: 'validation_failed',
        message: 'Revisa els camps.',
        errors: { title: ['El títol és obligatori.'], servings: ['Mínim 1.'] },
      }),
    );
    const error = await apiFetch('/recipes', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      serverMessage: 'Revisa els camps.',
    });
    expect((error as ApiError).fieldMessages()).toEqual(['El títol és obligatori.', 'Mínim 1.']);
  });

  it('keeps a code this build does not know out of `code`, and the message in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { statusCode: 409, error: 'Conflict', code: 'brand_new_code', message: 'Ja hi és.' }),
    );
    await expect(apiFetch('/folders', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      code: undefined,
      serverMessage: 'Ja hi és.',
    });
  });

  it('falls back to the generic line, with no code, for an answer that is not the API’s (a proxy page)', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html><body>502 Bad Gateway</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await apiFetch('/recipes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: undefined,
      serverMessage: undefined,
      errors: undefined,
      message: tr.common.unexpected,
    });
  });

  it('on a 401 clears the session and goes to login with the way back', async () => {
    window.localStorage.setItem('token', 'stale');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthorized - Please login' }));
    await expect(apiFetch('/recommendations/preferences')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fformulario%3Fx%3D1', { replace: true });
  });

  it('a 401 from login or register is wrong credentials, not a lost session', async () => {
    window.localStorage.setItem('token', 'kept');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Nom o contrasenya incorrectes.' }));
    await expect(apiFetch('/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('kept');
  });

  it('reports an unreachable server as status 0 with a Catalan message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/health')).rejects.toMatchObject({ status: 0, serverMessage: undefined });
  });
});
