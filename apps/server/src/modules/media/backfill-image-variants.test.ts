import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localMediaStorage } from '../../storage/local-media-storage.ts';
import { backfillImageVariants } from './backfill-image-variants.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'receptari-backfill-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const picture = (width: number) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: '#c8643c' } }).webp();

describe('backfillImageVariants', () => {
  it('completes an older upload’s variants, leaves profile pictures alone, and finds nothing the second time', async () => {
    const month = join(mediaDir, 'uploads', '2026-01');
    mkdirSync(month, { recursive: true });
    const recipe = join(month, 'a'.repeat(32));
    // An upload as stored before: the image, -card.webp and -detail.webp.
    await picture(1600).toFile(`${recipe}.webp`);
    await picture(480).toFile(`${recipe}-card.webp`);
    await picture(1200).toFile(`${recipe}-detail.webp`);
    const avatar = join(month, 'b'.repeat(32));
    await picture(400).toFile(`${avatar}.webp`);
    const cardBefore = statSync(`${recipe}-card.webp`).mtimeMs;

    expect(await backfillImageVariants(localMediaStorage(mediaDir))).toBe(1);
    for (const suffix of ['card', 'phone', 'detail']) {
      expect(existsSync(`${recipe}-${suffix}.avif`), suffix).toBe(true);
    }
    expect((await sharp(`${recipe}-phone.webp`).metadata()).width).toBe(720);
    expect(statSync(`${recipe}-card.webp`).mtimeMs).toBe(cardBefore); // what was there stays
    expect(existsSync(`${avatar}-card.webp`)).toBe(false);

    expect(await backfillImageVariants(localMediaStorage(mediaDir))).toBe(0);
  });

  it('does nothing where no upload was ever stored', async () => {
    expect(await backfillImageVariants(localMediaStorage(join(mediaDir, 'none')))).toBe(0);
  });
});
