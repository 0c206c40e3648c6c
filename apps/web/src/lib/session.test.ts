import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render.tsx';
import { getAuth } from './auth-store.ts';
import { setNavigator } from './navigation.ts';
import { loadCurrentUser, logout } from './session.ts';

const user = { id: 3, name: 'marta', email: 'm@example.cat', role: 'chef', bio: null, img: null };

describe('session', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn();
  let restore: () => void;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    restore = setNavigator(navigate, () => '/');
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    navigate.mockReset();
  });

  it('loads the user of the stored token once', async () => {
    window.localStorage.setItem('token', 'tok-1');
    fetchMock.mockImplementation(async () => jsonResponse(200, user));
    const [a, b] = await Promise.all([loadCurrentUser(), loadCurrentUser()]);
    expect(a).toEqual(user);
    expect(b).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAuth()).toEqual({ token: 'tok-1', user });
  });

  it('drops a stale token quietly, without going to login', async () => {
    window.localStorage.setItem('token', 'tok-2');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthorized - Please login' }));
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(getAuth().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out on the server, forgets the session and goes to /login', async () => {
    window.localStorage.setItem('token', 'tok-3');
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Sessió tancada correctament.' }));
    await logout();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/logout', 'POST']);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-3');
    expect(getAuth().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    window.localStorage.setItem('token', 'tok-4');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await logout();
    expect(getAuth().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });
});
