import type { Readable } from 'node:stream';

/**
 * Where uploaded media live. Keys are relative paths without a leading slash
 * (`uploads/2026-11/ab12….webp`); `urlOf` gives the public URL the app stores and answers.
 * Local disk by default; an S3-compatible bucket implements the same calls.
 */
export interface MediaStorage {
  /** Stores the whole object or nothing: a failed or refused stream leaves no object behind. */
  put(key: string, data: Uint8Array | Readable, contentType: string): Promise<void>;
  /** Removing a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object (an export copies them). */
  open(key: string): Promise<Readable | null>;
  urlOf(key: string): string;
  /**
   * Every object whose key starts with `prefix` (all without one), with its size in bytes, in key
   * order: a backup and a move to another store walk the whole store with it.
   */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /**
   * A bucket only (the local folder is served from disk by @fastify/static): the object, or the
   * `range` of it (an HTTP Range header's value, as a replay's video asks), with what the answer's
   * headers need; 'bad-range' for a range outside the object.
   */
  read?(key: string, range?: string): Promise<ObjectRead | 'bad-range' | null>;
  /** Throws a message for the operator when the store cannot be used (checked at start). */
  check?(): Promise<void>;
  /** Lets go of the store's connections (the app's close). */
  close?(): void;
}

export type StoredObject = { key: string; size: number };

export type ObjectRead = {
  body: Readable;
  /** This answer's bytes: the whole object's, or the range's. */
  length: number;
  /** `bytes 0-99/1234` when a range was asked. */
  contentRange?: string;
  etag?: string;
  lastModified?: Date;
};

/** Keys are made by the server, never from a client's name; this guards against a future mistake. */
const safeKey = /^(?!.*\.\.)[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export const isSafeKey = (key: string) => safeKey.test(key);

export function assertSafeKey(key: string): string {
  if (!safeKey.test(key)) throw new Error(`unsafe media key: ${key}`);
  return key;
}

/**
 * The key behind a media URL this server answered (`/media/<key>`, a query dropped), only when it
 * is one the storage could hold: an external URL, `..`, a NUL or anything else is null, so a
 * stored URL can never make the server read something else.
 */
export function keyOfUrl(storage: Pick<MediaStorage, 'urlOf'>, url: string): string | null {
  const prefix = storage.urlOf('x').slice(0, -1);
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length).split(/[?#]/)[0] ?? '';
  return isSafeKey(key) ? key : null;
}
