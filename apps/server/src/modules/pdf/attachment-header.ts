import { create } from 'content-disposition';

/**
 * `attachment` with a file name any browser saves as it is: the name in UTF-8 (RFC 8187) for a
 * folder called "Receptes d’hivern", and a plain ASCII fallback (accents off, the rest '_') for
 * clients that read only `filename`.
 */
export function attachmentHeader(filename: string): string {
  const fallback = filename
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\/]/gu, '_');
  return create(filename, { fallback });
}
