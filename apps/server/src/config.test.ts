import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the ICE_SERVERS setting', () => {
  it('is none by default, and reads STUN and TURN servers with credentials from JSON', () => {
    expect(loadConfig({}).ICE_SERVERS).toEqual([]);
    expect(loadConfig({ ICE_SERVERS: '  ' }).ICE_SERVERS).toEqual([]);
    const servers = [
      { urls: 'stun:stun.example.org:3478' },
      {
        urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:443?transport=tcp'],
        username: 'u',
        credential: 'p',
      },
    ];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(servers) }).ICE_SERVERS).toEqual(servers);
  });

  it('stops the start with the setting named when it is not a list of servers', () => {
    for (const bad of ['stun:stun.example.org', '{"urls":"stun:x"}', '[{"url":"stun:x"}]', '[{"urls":[]}]']) {
      expect(() => loadConfig({ ICE_SERVERS: bad })).toThrow(/ICE_SERVERS/);
    }
  });
});

describe('the IMPORT_ALLOW_PRIVATE setting', () => {
  it('is off by default; 1 or true opens the private ranges; a list opens only its addresses and CIDRs', () => {
    for (const off of [undefined, '', '0', 'false'])
      expect(loadConfig({ IMPORT_ALLOW_PRIVATE: off }).IMPORT_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ IMPORT_ALLOW_PRIVATE: '1' }).IMPORT_ALLOW_PRIVATE).toBe(true);
    expect(loadConfig({ IMPORT_ALLOW_PRIVATE: 'true' }).IMPORT_ALLOW_PRIVATE).toBe(true);
    expect(
      loadConfig({ IMPORT_ALLOW_PRIVATE: '192.168.1.20, 10.1.0.0/16,fd00::/8' }).IMPORT_ALLOW_PRIVATE,
    ).toEqual(['192.168.1.20', '10.1.0.0/16', 'fd00::/8']);
  });

  it('stops the start with the setting named when an entry is neither an address nor a CIDR', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'intranet.local', '127.0.0.1,nope'])
      expect(() => loadConfig({ IMPORT_ALLOW_PRIVATE: bad })).toThrow(/IMPORT_ALLOW_PRIVATE/);
  });
});

describe('the MEDIA_REVIEW setting', () => {
  it('is after by default (docs/decisions/0020) and takes only before or after', () => {
    expect(loadConfig({}).MEDIA_REVIEW).toBe('after');
    expect(loadConfig({ MEDIA_REVIEW: 'before' }).MEDIA_REVIEW).toBe('before');
    expect(() => loadConfig({ MEDIA_REVIEW: 'never' })).toThrow(/MEDIA_REVIEW/);
  });
});

describe('the REDIS_KEY_PREFIX setting', () => {
  it('is receptari: by default and takes a short name of letters, digits and : . _ -', () => {
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('receptari:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:' }).REDIS_KEY_PREFIX).toBe('staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: '' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe('the MEDIA_STORE and S3_* settings', () => {
  const s3 = {
    MEDIA_STORE: 's3',
    S3_BUCKET: 'receptari-media',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps media in the local folder by default', () => {
    expect(loadConfig({}).MEDIA_STORE).toBe('local');
    expect(loadConfig({}).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('takes a bucket with its keys, an endpoint and path-style addressing', () => {
    const config = loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(config).toMatchObject({ MEDIA_STORE: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('stops the start naming each missing or bad setting with MEDIA_STORE=s3', () => {
    for (const missing of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(() => loadConfig({ ...s3, [missing]: '' })).toThrow(
        new RegExp(`${missing}: required with MEDIA_STORE=s3`),
      );
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE/);
  });
});
