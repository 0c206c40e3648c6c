import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findSkew, type GreyPixels } from './find-skew.ts';

/** Lines of "text" (dark bars of uneven length) on white, turned by `degrees`, on a dark table. */
async function page(degrees: number): Promise<{ image: GreyPixels; around: Uint8Array }> {
  const bars = Array.from(
    { length: 12 },
    (_, i) => `<rect x="60" y="${60 + i * 40}" width="${300 + ((i * 97) % 200)}" height="14" fill="#111"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/>${bars}</svg>`;
  const turned = sharp(Buffer.from(svg)).rotate(degrees, { background: '#503020' }).greyscale();
  const { data, info } = await turned.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 1 as const } };
  const around = await sharp(data, raw).blur(12).extractChannel(0).raw().toBuffer();
  return { image: { data, width: info.width, height: info.height }, around };
}

describe('findSkew', () => {
  it('finds the angle the lines lie at, to a tenth of a degree, whatever the table around', async () => {
    for (const degrees of [-4, -1.5, 0, 2.3, 5]) {
      const { image, around } = await page(degrees);
      expect(Math.abs(findSkew(image, around) - degrees)).toBeLessThanOrEqual(0.2);
    }
  });

  it('answers 0 for a blank page', () => {
    const data = new Uint8Array(100 * 100).fill(255);
    expect(findSkew({ data, width: 100, height: 100 }, data)).toBe(0);
  });
});
