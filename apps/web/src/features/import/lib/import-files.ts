import { IMPORT_FILE_MAX_BYTES, IMPORT_PHOTO_MAX_BYTES } from '@receptari/shared/import/import.rules';
import { MEDIA_FORMATS } from '@receptari/shared/media/media.rules';

/** Whole megabytes, for messages. */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

const IMAGE_TYPES: readonly string[] = Object.values(MEDIA_FORMATS)
  .filter((format) => format.kind === 'image')
  .map((format) => format.mime);

/**
 * The photo input's `accept`: the formats the server decodes, named one by one, so a phone that
 * shoots HEIC hands over a JPEG instead of a file the server cannot read.
 */
export const PHOTO_ACCEPT = IMAGE_TYPES.join(',');

/** The other apps' exports /import/file reads (docs/product.md#import), by their names. */
export const EXPORT_EXTENSIONS = ['.paprikarecipes', '.zip', '.json'] as const;
export const EXPORT_ACCEPT = [...EXPORT_EXTENSIONS, 'application/zip', 'application/json'].join(',');

export type FileProblem = 'type' | 'size' | null;

/** What is wrong with a chosen photo before it is sent, if anything (the server checks its bytes again). */
export function photoProblem(file: File): FileProblem {
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  return file.size > IMPORT_PHOTO_MAX_BYTES ? 'size' : null;
}

/** What is wrong with a chosen export file before it is sent, if anything. */
export function exportFileProblem(file: File): FileProblem {
  const name = file.name.toLowerCase();
  if (!EXPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  return file.size > IMPORT_FILE_MAX_BYTES ? 'size' : null;
}

/**
 * The address as the cook pasted it, trimmed; a bare 'www.site.cat/recepta' gets 'https://' (what
 * a browser's address bar does), anything with another scheme is left for the check to refuse.
 */
export function withScheme(value: string): string {
  const url = value.trim();
  if (url === '' || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return /^[^\s/]+\.[^\s/]+/.test(url) ? `https://${url}` : url;
}

/** An http(s) address with a host: what the server may fetch (it checks the rest itself). */
export function isWebAddress(url: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(url)) return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}
