import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { MEDIA_MAX_BYTES, mediaMaxMegabytes } from '@receptari/shared/media/media.rules';

const w = trImport.files.warnings;

/** A recipe's picture as a reader found it: its bytes, or why it has none. */
export interface FoundPicture {
  readonly picture: Buffer | null;
  readonly warnings: string[];
}

const none = (warning: string): FoundPicture => ({ picture: null, warnings: [warning] });
export const noPicture = (): FoundPicture => none(w.noPicture);
const tooLarge = () => none(fill(w.pictureTooLarge, { max: mediaMaxMegabytes('image') }));

/** A picture written as base64 (Paprika's photo_data, a data URI's payload). */
export function pictureFromBase64(text: string): FoundPicture {
  const clean = text.replace(/\s+/gu, '');
  if (clean === '') return noPicture();
  if ((clean.length * 3) / 4 > MEDIA_MAX_BYTES.image) return tooLarge();
  const bytes = Buffer.from(clean, 'base64');
  return bytes.length === 0 ? none(w.unreadablePicture) : { picture: bytes, warnings: [] };
}

/** Bytes of the file itself (a zip's entry), when not over the pictures' limit. */
export async function pictureFromFile(
  size: number | undefined,
  read: () => Promise<Buffer>,
): Promise<FoundPicture> {
  if (size === undefined) return none(w.unreadablePicture);
  if (size > MEDIA_MAX_BYTES.image) return tooLarge();
  return { picture: await read(), warnings: [] };
}

/**
 * schema.org's image as an export file gives it: a data URI is decoded, a path inside the archive
 * is read through `inArchive`, and an address on the internet is only named in a warning: reading
 * a file never fetches anything (docs/product.md#from-another-app).
 */
export async function pictureFromReference(
  reference: string | null,
  inArchive?: (path: string) => Promise<FoundPicture>,
): Promise<FoundPicture> {
  if (!reference) return noPicture();
  const dataUri = /^data:image\/[\w.+-]+;base64,(.*)$/isu.exec(reference);
  if (dataUri) return pictureFromBase64(dataUri[1]!);
  if (/^https?:\/\//iu.test(reference)) return none(fill(w.remotePicture, { url: reference.slice(0, 200) }));
  return inArchive ? inArchive(reference) : none(w.unreadablePicture);
}
