import { useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '@receptari/shared/auth/auth.rules';
import type { User } from '@receptari/shared/auth/auth.schemas';
import { isSessionCache } from '../offline/offline-caches.ts';

/** The token is kept in browser storage under this key (docs/product.md#browser-storage). */
export const TOKEN_KEY = 'token';
/** Broadcast on every change of the session: login, logout, token cleared. */
export const AUTH_EVENT = 'authUpdated';

export interface AuthState {
  token: string | null;
  /** The signed-in user, in memory only (GET /api/user fills it after a reload). */
  user: User | null;
}

let user: User | null = null;
/** The token `user` belongs to: a user never outlives the token it was fetched with. */
let userToken: string | null = null;
let snapshot: AuthState = { token: null, user: null };

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

/**
 * Read from storage on every call, so a token written by another tab or by other code is seen;
 * the same object comes back while nothing changed, as useSyncExternalStore needs.
 */
export function getAuth(): AuthState {
  const token = getToken();
  const current = token !== null && token === userToken ? user : null;
  if (snapshot.token !== token || snapshot.user !== current) snapshot = { token, user: current };
  return snapshot;
}

/**
 * Keeps the signed-in cookie in step with the stored token: the server draws the visitor's first
 * paint only without it (plugins/first-paint.ts). main.tsx calls it on start (sessions stored
 * before the cookie existed, or a token cleared by another tab).
 */
export function markSignedIn(signedIn: boolean) {
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=31536000`
    : `${SIGNED_IN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

function announce() {
  window.dispatchEvent(new Event(AUTH_EVENT));
}

export function setSession(token: string, sessionUser: User | null) {
  window.localStorage.setItem(TOKEN_KEY, token);
  markSignedIn(true);
  user = sessionUser;
  userToken = token;
  announce();
}

/** Stores the user fetched for `token`, unless the session changed meanwhile. */
export function setUserFor(token: string, fetched: User) {
  if (getToken() !== token) return;
  user = fetched;
  userToken = token;
  announce();
}

/**
 * The session's offline copies (its API answers, the pictures it read), kept by the service worker
 * (docs/decisions/0025): gone with the session, so the next person on this device reads none of
 * them. The worker also keeps each session's answers apart (a cache per token), so one never
 * serves another's even before this has run.
 */
function dropOfflineCopies() {
  if (typeof caches === 'undefined') return;
  void caches
    .keys()
    .then((names) => Promise.all(names.filter(isSessionCache).map((name) => caches.delete(name))))
    .catch(() => undefined);
}

export function clearAuth() {
  const hadSession = getToken() !== null || user !== null;
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
  markSignedIn(false);
  user = null;
  userToken = null;
  if (hadSession) {
    dropOfflineCopies();
    announce();
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) onChange();
  };
  window.addEventListener(AUTH_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(AUTH_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot: AuthState = { token: null, user: null };

/** The current session; re-renders on every `authUpdated` (and on token changes from other tabs). */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuth, () => serverSnapshot);
}
