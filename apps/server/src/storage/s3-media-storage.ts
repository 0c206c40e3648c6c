import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { MediaStoreUnavailable } from './media-store-unavailable.ts';
import {
  assertSafeKey,
  isSafeKey,
  type MediaStorage,
  type ObjectRead,
  type StoredObject,
} from './media-storage.ts';
import { type CachedObject, SmallObjectCache } from './small-object-cache.ts';

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** Each part of a multipart upload: the SDK's smallest, so a replay streams with ~4 parts in memory. */
const PART_SIZE = 5 * 1024 * 1024;

/** Cards and avatars (tens of KB) are kept; a detail picture or a video never. */
const CACHE_ITEM_BYTES = 128 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;
const CACHE_TTL_MS = 60_000;

/** A client that gives up quickly on a store that is gone (the request answers 503, not a hang). */
export function s3ClientOf(s: S3Settings): S3Client {
  return new S3Client({
    ...(s.endpoint && { endpoint: s.endpoint }),
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // Checksums only where S3 requires them: a streamed put of unknown length cannot carry a
    // trailing checksum on every S3-compatible store (Ceph answers 411), and the ETag verifies it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, socketTimeout: 30_000 },
  });
}

/** An S3 error's HTTP status, if S3 answered at all. */
const statusOf = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * Anything but a missing object or a refused range is the store being unusable (unreachable,
 * wrong keys, no bucket, a 5xx): the request answers 503 with Retry-After, never a 500.
 */
function unavailable(err: unknown): never {
  if (err instanceof MediaStoreUnavailable) throw err;
  throw new MediaStoreUnavailable(err);
}

/**
 * Media in an S3-compatible bucket, under the same keys as the local folder, served by this
 * server under /media (docs/decisions/0022). Puts go through lib-storage's Upload: one PUT for a
 * small object, a multipart upload in 5 MB parts for a big one, aborted when the stream fails, so
 * a failed upload leaves no object (S3 makes an object visible only once whole).
 */
export function s3MediaStorage(settings: S3Settings, client = s3ClientOf(settings)): MediaStorage {
  const Bucket = settings.bucket;
  const cache = new SmallObjectCache(CACHE_ITEM_BYTES, CACHE_BYTES, CACHE_TTL_MS);
  const read = (key: string, range?: string) => readObject(client, Bucket, cache, key, range);

  return {
    async put(key, data, contentType) {
      const Key = assertSafeKey(key);
      cache.delete(Key);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: data, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        // A failure of the stream itself (a refused upload) is the caller's; anything else is the store's.
        if (!(data instanceof Uint8Array) && data.errored) throw data.errored;
        unavailable(err);
      }
    },
    async remove(key) {
      cache.delete(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) })).catch(unavailable);
    },
    async open(key) {
      const object = await read(key);
      return object && object !== 'bad-range' ? object.body : null;
    },
    read,
    urlOf: (key) => `/media/${assertSafeKey(key)}`,
    list: (prefix = '') => listObjects(client, Bucket, prefix),
    async check() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((err: unknown) => {
        throw new Error(`S3 bucket ${Bucket} at ${settings.endpoint ?? 'AWS'} cannot be used: ${why(err)}`);
      });
    },
    close: () => client.destroy(),
  };
}

/** What an operator reads when the bucket cannot be used at start. */
function why(err: unknown): string {
  const status = statusOf(err);
  if (status === 403) return 'access denied (wrong S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY?)';
  if (status === 404) return 'no such bucket (create it, or fix S3_BUCKET)';
  if (status !== undefined) return `the store answered ${status}`;
  const cause = err as { code?: string; message?: string };
  return `unreachable (${cause.code ?? cause.message ?? String(err)}; check S3_ENDPOINT)`;
}

const answerOf = (object: CachedObject): ObjectRead => ({
  body: Readable.from([object.data]),
  length: object.data.length,
  etag: object.etag,
  lastModified: object.lastModified,
});

async function readObject(
  client: S3Client,
  Bucket: string,
  cache: SmallObjectCache,
  key: string,
  range?: string,
): Promise<ObjectRead | 'bad-range' | null> {
  const Key = assertSafeKey(key);
  const cached = range ? null : cache.get(Key);
  if (cached) return answerOf(cached);
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key, ...(range && { Range: range }) }));
    const length = answer.ContentLength ?? 0;
    const whole = { etag: answer.ETag, lastModified: answer.LastModified };
    if (!range && length <= cache.maxItemBytes && answer.Body) {
      const object = { data: await answer.Body.transformToByteArray(), ...whole };
      cache.set(Key, object);
      return answerOf(object);
    }
    return { body: answer.Body as Readable, length, contentRange: answer.ContentRange, ...whole };
  } catch (err) {
    if (isMissing(err)) return null;
    if (statusOf(err) === 416) return 'bad-range';
    unavailable(err);
  }
}

async function* listObjects(client: S3Client, Bucket: string, Prefix: string): AsyncIterable<StoredObject> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client
      .send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }))
      .catch(unavailable);
    for (const object of page.Contents ?? []) {
      if (object.Key && isSafeKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}
