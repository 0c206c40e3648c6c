import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { type S3Settings, s3ClientOf } from '../../src/storage/s3-media-storage.ts';
import { uniqueName } from './build-test-app.ts';

/**
 * The real S3 server `npm test` starts (scripts/lib/start-s3.sh: Ceph's radosgw) reaches the API
 * runs as TEST_S3_*; without them the S3 tests are skipped, and under REQUIRE_SERVICES=1 (CI) that
 * is a failure. Each test makes its own bucket, so runs side by side share one radosgw.
 */
export const s3Server = process.env.TEST_S3_ENDPOINT
  ? {
      endpoint: process.env.TEST_S3_ENDPOINT,
      accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? '',
    }
  : null;

if (!s3Server && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but TEST_S3_ENDPOINT is not set (npm test starts radosgw)');

export const S3_SKIPPED = '(skipped: no TEST_S3_ENDPOINT; npm test starts radosgw)';

/** A new, empty bucket on the test server; `drop` empties and removes it. */
export async function createTestBucket() {
  if (!s3Server) throw new Error('no TEST_S3_ENDPOINT');
  const settings: S3Settings = {
    ...s3Server,
    region: 'us-east-1',
    bucket: uniqueName('t').toLowerCase().replace(/_/g, '-'),
    forcePathStyle: true,
  };
  const client = s3ClientOf(settings);
  const Bucket = settings.bucket;
  await client.send(new CreateBucketCommand({ Bucket }));
  return {
    settings,
    client,
    /** The app's configuration for this bucket. */
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_BUCKET: Bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys;
    },
    async drop() {
      const keys = await this.keys();
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
      await client.send(new DeleteBucketCommand({ Bucket }));
      client.destroy();
    },
  };
}

export type TestBucket = Awaited<ReturnType<typeof createTestBucket>>;
