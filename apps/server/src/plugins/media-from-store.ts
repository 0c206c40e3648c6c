import { MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSafeKey, type MediaStorage } from '../storage/media-storage.ts';
import { sendNotFound } from './error-handler.ts';

/** Only files of a checked kind, with that kind's extension: the folder's serving (static.ts) too. */
export const mediaFile = new RegExp(`^[^?#]+\\.(${Object.keys(MEDIA_FORMATS).join('|')})$`);
/** One range, as browsers ask for a video (`bytes=0-`, `bytes=100-199`, `bytes=-500`). */
const oneRange = /^bytes=(\d*-\d*)$/;

type ReadableStore = MediaStorage & Required<Pick<MediaStorage, 'read'>>;

/** A store the server reads objects from (a bucket); the local folder is served from disk instead. */
export const canRead = (store: MediaStorage): store is ReadableStore => store.read !== undefined;

/**
 * /media/<key> streamed from a bucket through this server, with the headers the local folder's
 * answers carry (a year, immutable; the kind's type; nosniff from security-headers.ts) and single
 * Range requests passed to the store, so a replay's video seeks: docs/decisions/0022 says why
 * this rather than redirects to presigned URLs.
 */
export function registerMediaFromStore(app: FastifyInstance, storage: ReadableStore) {
  // HEAD has its own route: the one Fastify derives from the GET sends the body into the void, and
  // would read a whole replay from the bucket to answer a few headers.
  const serve = (head: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const format = mediaFile.exec(key)?.[1] as keyof typeof MEDIA_FORMATS | undefined;
    if (!format || !isSafeKey(key)) return sendNotFound(reply);
    const asked = request.headers.range;
    // Several ranges, or a unit other than bytes: the whole object, as the folder's serving does.
    const range = asked && oneRange.test(asked) ? asked : undefined;
    const object = await storage.read(key, range);
    if (!object) return sendNotFound(reply);
    if (object === 'bad-range') return reply.status(416).header('content-range', 'bytes */*').send();
    reply
      .status(object.contentRange ? 206 : 200)
      .header('content-type', MEDIA_FORMATS[format].mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('accept-ranges', 'bytes')
      .header('content-length', String(object.length));
    if (object.contentRange) reply.header('content-range', object.contentRange);
    if (object.etag) reply.header('etag', object.etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (!head) return reply.send(object.body);
    object.body.destroy();
    return reply.send();
  };
  app.get('/media/*', { exposeHeadRoute: false }, serve(false));
  app.head('/media/*', serve(true));
}
