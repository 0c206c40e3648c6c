import { open } from 'node:fs/promises';

export type ExportKind = 'zip' | 'gzip' | 'json' | 'unknown';

const HEAD_BYTES = 1024;

/**
 * What kind of file was uploaded, from its first bytes only (never its name or content type): a
 * zip's local header or empty-archive record, gzip's magic, or JSON's opening bracket after any
 * byte-order mark and white space.
 */
export async function sniffExport(path: string): Promise<ExportKind> {
  const file = await open(path);
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5) && head[3] === head[2]! + 1)
    return 'zip';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/u, '')
    .trimStart();
  return text.startsWith('{') || text.startsWith('[') ? 'json' : 'unknown';
}
