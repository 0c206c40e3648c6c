import { describe, expect, it } from 'vitest';
import { localMediaStorage } from '../../storage/local-media-storage.ts';
import { storedKeysOf } from './remove-media.ts';

const storage = localMediaStorage('/tmp/no-such-media-root');

describe('the stored keys behind a media URL', () => {
  it('are an image and its variants, or a video alone', () => {
    expect(storedKeysOf(storage, '/media/uploads/2026-11/ab12.webp')).toEqual([
      'uploads/2026-11/ab12.webp',
      'uploads/2026-11/ab12-card.avif',
      'uploads/2026-11/ab12-card.webp',
      'uploads/2026-11/ab12-phone.avif',
      'uploads/2026-11/ab12-phone.webp',
      'uploads/2026-11/ab12-detail.avif',
      'uploads/2026-11/ab12-detail.webp',
    ]);
    expect(storedKeysOf(storage, '/media/uploads/2026-11/ab12.webm')).toEqual(['uploads/2026-11/ab12.webm']);
  });

  it('are none for seed images, foreign URLs, paths that climb out, or no URL', () => {
    for (const url of [
      null,
      '',
      '/media/seed/recipe-1.webp',
      'https://example.cat/media/uploads/2026-11/ab12.webp',
      '/media/uploads/../seed/recipe-1.webp',
      '/media/uploads/2026-11/../../x.webp',
      '/uploads/2026-11/ab12.webp',
    ])
      expect(storedKeysOf(storage, url), String(url)).toEqual([]);
  });
});
