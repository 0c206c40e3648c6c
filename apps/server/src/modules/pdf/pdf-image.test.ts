import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaFile } from './pdf-image.ts';

const root = '/srv/data/media';

describe('mediaFile', () => {
  it('maps a /media URL to a file inside the media folder', () => {
    expect(mediaFile(root, '/media/recipes/ab/cd-detail.webp')).toBe(join(root, 'recipes/ab/cd-detail.webp'));
    expect(mediaFile(root, '/media/a.webp?v=2')).toBe(join(root, 'a.webp'));
  });

  it('refuses anything that could leave the folder or is not local media', () => {
    for (const url of [
      '/media/../../etc/passwd',
      '/media/a/../../b.webp',
      '/media/./a.webp',
      '/media/',
      '/media/a\\..\\..\\b',
      '/media/a\0.webp',
      '/etc/passwd',
      'https://example.com/media/a.webp',
      '//example.com/media/a.webp',
      'media/a.webp',
    ]) {
      expect(mediaFile(root, url), url).toBeNull();
    }
  });

  it('takes percent-escapes literally, so %2e%2e is a plain name', () => {
    expect(mediaFile(root, '/media/%2e%2e/x.webp')).toBe(join(root, '%2e%2e/x.webp'));
  });
});
