import { z } from 'zod';

/** Bumped when the archive's layout changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 'receptari-backup/1';

/** The archive's entries besides the tables (`database/<table>.jsonl.gz`) and the media (`media/<key>`). */
export const MANIFEST_ENTRY = 'manifest.json';
export const MEDIA_LIST_ENTRY = 'media.jsonl';
export const MEDIA_PREFIX = 'media/';

const checksum = { sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().nonnegative() };

const tablePart = z.object({
  name: z.string().min(1),
  rows: z.number().int().nonnegative(),
  entry: z.string().regex(/^database\/[a-z0-9_]+\.jsonl\.gz$/),
  ...checksum,
});
export type TablePart = z.infer<typeof tablePart>;

const databasePart = z.object({
  engine: z.enum(['pglite', 'postgres']),
  migration: z.object({ idx: z.number().int(), when: z.number(), tag: z.string() }),
  tables: z.array(tablePart),
  sequences: z.array(z.object({ name: z.string(), value: z.string().regex(/^-?\d+$/), called: z.boolean() })),
});
export type DatabasePart = z.infer<typeof databasePart>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  app: z.object({ version: z.string() }),
  database: databasePart,
  media: z.object({
    /** False: only the list of objects and their checksums (a bucket that is backed up on its own). */
    included: z.boolean(),
    objects: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    list: z.object(checksum),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** One line of media.jsonl. */
export const mediaLine = z.object({ key: z.string(), ...checksum });
export type MediaLine = z.infer<typeof mediaLine>;
