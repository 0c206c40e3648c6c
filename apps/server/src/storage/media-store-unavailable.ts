/**
 * The media store cannot be reached or refuses this server (a bucket gone, keys revoked, the
 * endpoint down): not this request's fault, so it answers 503 with Retry-After like the database
 * (plugins/error-handler.ts), never a 500.
 */
export class MediaStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('media store unavailable', { cause });
    this.name = 'MediaStoreUnavailable';
  }
}

export const isMediaStoreUnavailable = (err: unknown): err is MediaStoreUnavailable =>
  err instanceof MediaStoreUnavailable;
