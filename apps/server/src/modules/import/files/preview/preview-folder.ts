import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** DATA_DIR/imports: one folder per preview, holding the pictures read from its file. */
export const importsDir = (dataDir: string) => join(dataDir, 'imports');
export const previewDir = (dataDir: string, id: string) => join(importsDir(dataDir), id);

export const makePreviewDir = (dir: string) => mkdir(dir, { recursive: true, mode: 0o700 });

export const writePicture = (dir: string, name: string, bytes: Buffer) =>
  writeFile(join(dir, name), bytes, { mode: 0o600 });

export const removePreviewDir = (dataDir: string, id: string) =>
  rm(previewDir(dataDir, id), { recursive: true, force: true });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/** The preview folders on disk (anything else under imports/ is not ours to judge). */
export async function listPreviewDirs(dataDir: string): Promise<string[]> {
  const names = await readdir(importsDir(dataDir)).catch(() => []);
  return names.filter((name) => UUID.test(name));
}
