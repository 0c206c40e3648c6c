import { resolve } from 'node:path';
import { iceServerSchema } from '@receptari/shared/lives/live-socket';
import { MEDIA_REVIEW_MODES } from '@receptari/shared/media/media.rules';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { trustProxySchema } from './lib/trust-proxy.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A comma-separated list; empty: none. */
function commaList(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const items = v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

/** A JSON setting; text that is not JSON stays text, so the schema's own message names it. */
function parseJsonSetting(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** IMPORT_ALLOW_PRIVATE: off, on, or a list of addresses and CIDRs. */
function privateAllowance(v: unknown): unknown {
  if (v === undefined || v === '' || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  return commaList(v);
}

const isAddressOrCidr = (text: string) => ipaddr.isValid(text) || ipaddr.isValidCIDR(text);

/** Every setting the server reads from the environment, validated once at start. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** Before every key and channel in Redis: deployments (or test runs) sharing one Redis stay apart. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('receptari:'),
  /**
   * On SIGTERM or SIGINT, how long requests in flight may take to finish (ms) before their
   * connections are cut and the server closes its database and exits (server.ts).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One log line per request ('request completed', with responseTime): off unless asked (plugins/request-log.ts). */
  LOG_REQUESTS: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** A request slower than this (ms) is logged at warn even when LOG_REQUESTS is off. */
  LOG_SLOW_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /**
   * The Prometheus scrape (plugins/metrics.ts): `GET /metrics` with `Authorization: Bearer
   * METRICS_TOKEN`; unset, /metrics answers 404 on the app's port.
   */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'at least 16 characters').optional()),
  /** Serve /metrics on a port of its own, on METRICS_HOST only (an internal address), not the app's. */
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  AI_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_VISION_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** How long one call to the OpenAI-compatible API may take before it is retried once. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(20_000),
  /**
   * Whether a recipe or cooksnap whose picture the food check could neither call food nor refuse
   * waits for an admin before it is published ('before') or is published at once and queued for an
   * admin's look after ('after'): docs/decisions/0020 has the figures behind the default.
   */
  MEDIA_REVIEW: z.enum(MEDIA_REVIEW_MODES).default('after'),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * STUN and TURN servers for the lives' WebRTC, as JSON: `[{"urls":"stun:stun.example.org:3478"},
   * {"urls":"turn:turn.example.org:443?transport=tcp","username":"u","credential":"p"}]`. None is
   * needed on one host or a LAN; over the internet both are (LIVE-MEDIA.md). Given to signed-in
   * sockets of a live room only.
   */
  ICE_SERVERS: z.preprocess(parseJsonSetting, z.array(iceServerSchema).max(10).default([])),
  /**
   * Short-lived TURN credentials (coturn's `use-auth-secret`): with TURN_SECRET (coturn's
   * `static-auth-secret`) and TURN_URLS (comma-separated `turn:`/`turns:` URLs), each join gets a
   * credential valid for an hour (modules/lives/media/turn-credentials.ts) besides ICE_SERVERS.
   */
  TURN_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  TURN_URLS: z.preprocess(
    commaList,
    z
      .array(z.string().regex(/^turns?:/, 'each TURN URL starts with turn: or turns:'))
      .max(10)
      .default([]),
  ),
  /**
   * How a live's video reaches the viewers: `mesh` (the chef's browser calls each one), `janus`
   * (the forwarding server: Janus's VideoRoom), or `auto` (Janus when JANUS_URL(S) is set or a
   * `janus` binary is installed, else the mesh).
   */
  LIVE_MEDIA: z.enum(['mesh', 'janus', 'auto']).default('auto'),
  /** An external Janus's HTTP API (e.g. http://10.0.0.5:8088/janus); none: the server runs its own. */
  JANUS_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** Several Janus hosts, comma-separated: each live goes to the least loaded. */
  JANUS_URLS: z.preprocess(commaList, z.array(z.string().url()).max(50).default([])),
  /** The port of the Janus the server runs itself (on 127.0.0.1); 0: a free one. */
  JANUS_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Where an external Janus writes the chefs' recordings (a folder this server also reads). */
  JANUS_REC_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Who may name the client's address in X-Forwarded-For (trust-proxy.ts); nobody by default. */
  TRUST_PROXY: trustProxySchema,
  /**
   * The OCR program that reads photos of recipe cards (docs/product.md#from-a-photo): Debian's
   * tesseract-ocr with tesseract-ocr-cat, -spa and -eng; a name on the PATH or a full path.
   */
  TESSERACT_BIN: z.string().min(1).default('tesseract'),
  /** Largest replay of a live the chef's browser may upload (MB): an hour at 1.5 Mbit/s is ~700. */
  LIVE_REPLAY_MAX_MB: z.coerce.number().int().min(1).max(4096).default(1024),
  /**
   * Importing a recipe from a web page reaches only public addresses by default, so a user cannot
   * make the server call its own network (docs/product.md#from-a-web-page). `1`: loopback and
   * private networks too (a recipe site on the same host or LAN); or a comma-separated list of
   * addresses and CIDRs (`192.168.1.20`, `10.1.0.0/16`): only those of the private ones.
   */
  IMPORT_ALLOW_PRIVATE: z.preprocess(
    privateAllowance,
    z.union([
      z.boolean(),
      z.array(z.string().refine(isAddressOrCidr, 'an address or CIDR: 192.168.1.20, 10.1.0.0/16')).max(50),
    ]),
  ),
  /**
   * Where uploads, picture variants, replays and exports' pictures live: `local` (DATA_DIR/media,
   * nothing to set up) or `s3` (any S3-compatible bucket: AWS S3, Cloudflare R2, MinIO, Ceph;
   * docs/decisions/0022). Several instances need `s3`. `npm run media:migrate -- --to s3` moves a
   * local store's files to the bucket before switching.
   */
  MEDIA_STORE: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
  /** The S3 API's address (`https://<account>.r2.cloudflarestorage.com`, `http://minio:9000`); none: AWS. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default('us-east-1')),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'a bucket name: 3-63 lowercase letters, digits, dots, dashes',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** `true`: bucket in the path (`endpoint/bucket/key`), as MinIO and Ceph want; `false`: virtual-host style. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** With MEDIA_STORE=s3, the bucket and its keys are required: the server never starts half set up. */
const checkedSchema = configSchema.superRefine((c, ctx) => {
  if (c.MEDIA_STORE !== 's3') return;
  for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with MEDIA_STORE=s3' });
  }
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return { ...parsed.data, dataDir: resolve(parsed.data.DATA_DIR) };
}
