import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@receptari/shared/auth/auth.schemas';
import { AUTH_EVENT, clearAuth, getAuth, setSession, setUserFor, TOKEN_KEY, useAuth } from './auth-store.ts';

const marta: User = {
  id: 7,
  name: 'marta',
  email: 'marta@example.cat',
  role: 'chef',
  bio: null,
  img: null,
  locale: null,
};

describe('auth store', () => {
  it('keeps the token under "token" and announces every change with authUpdated', () => {
    const heard = vi.fn();
    window.addEventListener(AUTH_EVENT, heard);
    setSession('abc', marta);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(getAuth()).toEqual({ token: 'abc', user: marta });
    clearAuth();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getAuth()).toEqual({ token: null, user: null });
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener(AUTH_EVENT, heard);
  });

  it('re-renders the hook on login and logout', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.token).toBeNull();
    act(() => setSession('t1', marta));
    expect(result.current).toEqual({ token: 't1', user: marta });
    act(() => clearAuth());
    expect(result.current).toEqual({ token: null, user: null });
  });

  it('forgets the user when the token is replaced behind its back', () => {
    setSession('t1', marta);
    window.localStorage.setItem(TOKEN_KEY, 't2');
    expect(getAuth()).toEqual({ token: 't2', user: null });
  });

  it('drops a user fetched for a token that is no longer stored', () => {
    setSession('t1', null);
    clearAuth();
    setUserFor('t1', marta);
    expect(getAuth().user).toBeNull();
  });

  it('returns the same snapshot while nothing changed', () => {
    setSession('t1', marta);
    expect(getAuth()).toBe(getAuth());
  });
});
