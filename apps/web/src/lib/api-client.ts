import type { errorAnswerSchema } from '@receptari/shared/common/common.schemas';
import { ERROR_CODES, type ErrorCode } from '@receptari/shared/common/error-codes';
import { tr } from '@receptari/shared/i18n/tr/core';
import { OFFLINE_COPY_HEADER } from '../offline/offline-caches.ts';
import { clearAuth, getToken } from './auth-store.ts';
import { reportReachable } from './connection.ts';
import { currentLocation, navigateTo } from './navigation.ts';
import { loginPath } from './redirect.ts';
import { activeLocale } from './locale.ts';

export type FieldErrors = Record<string, string[]>;

const isErrorCode = (value: string | undefined): value is ErrorCode =>
  (ERROR_CODES as readonly (string | undefined)[]).includes(value);

/** Every failed call of the API client: HTTP status (0 when the server was not reached) and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's own `message`, when it sent one; `message` falls back to a generic Catalan line. */
  readonly serverMessage: string | undefined;
  /** Field messages of a 422: `{ email: ['…'], password: ['…'] }`. */
  readonly errors: FieldErrors | undefined;
  /**
   * The machine-readable code of the shared error answer (`recipe_not_found`, `rate_limited`…), to
   * branch on without reading the words. Undefined when the answer was not one (a proxy's page, no
   * server), or its code is newer than this build: nothing here could branch on it.
   */
  readonly code: ErrorCode | undefined;

  constructor(status: number, serverMessage?: string, errors?: FieldErrors, code?: string) {
    super(serverMessage || (status === 0 ? tr.common.networkError : tr.common.unexpected));
    this.status = status;
    this.serverMessage = serverMessage || undefined;
    this.errors = errors;
    this.code = isErrorCode(code) ? code : undefined;
  }

  /** Every field message, in field order. */
  fieldMessages(): string[] {
    return Object.values(this.errors ?? {}).flat();
  }
}

/** The server's message of a failed call when it sent one, else the screen's own line. */
export function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/**
 * The type of an answer, named by the shared schema the server serializes it with (its routes'
 * `response` schemas): `apiFetch<AnswerOf<typeof recipeListAnswerSchema>>(…)`. The browser does
 * not parse answers again, so no screen carries Zod for its data (decision 0010); import the
 * schema with `import type`.
 */
export type AnswerOf<S extends { parse(data: unknown): unknown }> = ReturnType<S['parse']>;

type ErrorAnswer = AnswerOf<typeof errorAnswerSchema>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON value, FormData for uploads, or a Blob sent raw with its type. */
  body?: unknown;
  signal?: AbortSignal;
  /** Set false where a 401 is expected and handled by the caller (no session clearing, no redirect). */
  redirectOn401?: boolean;
  /** 'blob' for a file (a PDF): the answer's bytes instead of JSON; errors still come as JSON. */
  as?: 'json' | 'blob';
}

/** Calls to these answer 401 for wrong credentials, not for a lost session. */
const CREDENTIAL_PATHS = /^\/(login|register)(\?|$)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    errors[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return errors;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The ApiError of a failed answer: the shared error answer's message, field errors and code; read
 * leniently, since the body may also be an older server's or a proxy's page.
 */
function errorFrom(status: number, data: unknown): ApiError {
  if (!isRecord(data)) return new ApiError(status);
  const { message, errors, code } = data as Partial<Record<keyof ErrorAnswer, unknown>>;
  return new ApiError(
    status,
    typeof message === 'string' ? message : '',
    readFieldErrors(errors),
    typeof code === 'string' ? code : undefined,
  );
}

function onUnauthorized() {
  clearAuth();
  const here = currentLocation();
  if (!/^\/(login|register)\/?(\?|$)/i.test(here)) navigateTo(loginPath(here), { replace: true });
}

/**
 * The one way the web app calls the API: `path` is below /api (e.g. '/login'). JSON in and out, the
 * bearer token from storage on every request; a failure throws an ApiError with the server's message.
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, signal, redirectOn401 = true, as = 'json' } = request;
  // The server answers in the language the page shows (its errors, the PDF), not the browser's.
  const headers = new Headers({
    Accept: as === 'blob' ? '*/*' : 'application/json',
    'Accept-Language': activeLocale(),
  });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body instanceof Blob) {
    // A raw file (a live's replay): sent as it is, with its own type.
    payload = body;
    headers.set('Content-Type', body.type || 'application/octet-stream');
  } else {
    headers.set('Content-Type', 'application/json');
    // Fastify refuses an empty body sent as JSON: bodyless writes send an empty object.
    if (body !== undefined) payload = JSON.stringify(body);
    else if (method !== 'GET') payload = '{}';
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: payload, signal, credentials: 'include' });
  } catch (error) {
    if (signal?.aborted) throw error;
    reportReachable(false);
    throw new ApiError(0);
  }
  reportReachable(!response.headers.has(OFFLINE_COPY_HEADER));

  if (response.ok && as === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && redirectOn401 && !CREDENTIAL_PATHS.test(path)) onUnauthorized();
    throw errorFrom(response.status, data);
  }
  return data as T;
}
