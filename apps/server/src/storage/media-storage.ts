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
}

export type StoredObject = { key: string; size: number };

/** Keys are made by the server, never from a client's name; this guards against a future mistake. */
const safeKey = /^(?!.*\.\.)[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export const isSafeKey = (key: string) => safeKey.test(key);

export function assertSafeKey(key: string): string {
  if (!safeKey.test(key)) throw new Error(`unsafe media key: ${key}`);
  return key;
}
