/**
 * Limits of POST /api/media. The web form reads them too (its `accept` and its early size
 * check), so the browser and the server refuse the same files.
 */
export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * MEDIA_REVIEW (docs/decisions/0020): what a picture the food check could neither place as food
 * nor refuse does to its recipe or cooksnap. 'before': it waits, unpublished, until an admin looks;
 * 'after': it is published at once and waits in the review queue for an admin's look after.
 * Refused pictures stay refused either way.
 */
export const MEDIA_REVIEW_MODES = ['before', 'after'] as const;
export type MediaReviewMode = (typeof MEDIA_REVIEW_MODES)[number];

const MB = 1024 * 1024;
/** Largest upload of each kind, in bytes. */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = { image: 10 * MB, video: 100 * MB };
/** The same limit in whole megabytes, for messages. */
export const mediaMaxMegabytes = (kind: MediaKind) => MEDIA_MAX_BYTES[kind] / MB;

/**
 * Accepted formats, keyed by the extension file-type reports from the magic bytes (never the
 * client's file name or content type). Images are re-encoded; videos are stored as they are.
 */
export const MEDIA_FORMATS = {
  jpg: { kind: 'image', mime: 'image/jpeg' },
  png: { kind: 'image', mime: 'image/png' },
  webp: { kind: 'image', mime: 'image/webp' },
  avif: { kind: 'image', mime: 'image/avif' },
  mp4: { kind: 'video', mime: 'video/mp4' },
  webm: { kind: 'video', mime: 'video/webm' },
} as const satisfies Record<string, { kind: MediaKind; mime: string }>;
export type MediaFormat = keyof typeof MEDIA_FORMATS;

export const isMediaFormat = (ext: string): ext is MediaFormat => Object.hasOwn(MEDIA_FORMATS, ext);

/** For an `<input type="file" accept>`. */
export const MEDIA_ACCEPT = Object.values(MEDIA_FORMATS)
  .map((f) => f.mime)
  .join(',');

/**
 * Most pixels an uploaded image may declare. Checked from the header before decoding, so a
 * small file claiming a huge canvas (a decompression bomb) never reaches memory.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Width the stored original is capped at; its card and detail variants are narrower still. */
export const IMAGE_MAX_WIDTH = 2000;

/** The multipart field that carries the file. */
export const MEDIA_FIELD = 'file';

/**
 * What the server concluded about a stored file's content: the image's own food check, or for a
 * video the best of its checked frames ('unchecked' before any). Only 'food' publishes at once.
 */
export type UploadVerdict = 'food' | 'unverified' | 'not_food' | 'unchecked';
