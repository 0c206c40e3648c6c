import { describe, expect, it } from 'vitest';
import { localMediaStorage } from '../../storage/local-media-storage.ts';
import { keyOfUrl } from '../../storage/media-storage.ts';

const storage = localMediaStorage('/srv/data/media');

describe('keyOfUrl (the PDF reads a recipe picture by it)', () => {
  it('maps a /media URL to its storage key', () => {
    expect(keyOfUrl(storage, '/media/recipes/ab/cd-detail.webp')).toBe('recipes/ab/cd-detail.webp');
    expect(keyOfUrl(storage, '/media/a.webp?v=2')).toBe('a.webp');
  });

  it('refuses anything that could leave the store or is not local media', () => {
    for (const url of [
      '/media/../../etc/passwd',
      '/media/a/../../b.webp',
      '/media/./a.webp',
      '/media/',
      '/media/a\\..\\..\\b',
      '/media/a\0.webp',
      '/media/%2e%2e/x.webp',
      '/etc/passwd',
      'https://example.com/media/a.webp',
      '//example.com/media/a.webp',
      'media/a.webp',
    ]) {
      expect(keyOfUrl(storage, url), url).toBeNull();
    }
  });
});
