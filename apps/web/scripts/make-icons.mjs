// Draws the app's install icons (public/icons/, the web app manifest's and Apple's) from
// public/favicon.svg with sharp. Run by hand after changing the favicon, and commit the PNGs:
// `node apps/web/scripts/make-icons.mjs` (docs/product.md#offline-and-install).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(`${publicDir}favicon.svg`);
/** The favicon's own terracotta: a maskable icon's edge, which a launcher may crop to any shape. */
const BRAND = '#b84f24';

/** The favicon as it is (rounded corners, transparent outside them) at `size` pixels. */
const plain = (size) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

/**
 * A maskable icon: launchers crop it to a circle or a squircle that keeps only the middle 80 %,
 * so the drawing sits in that safe zone on a full-bleed background of the brand's colour.
 */
async function maskable(size) {
  const inner = Math.round(size * 0.8);
  const art = await plain(inner).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: art, gravity: 'centre' }])
    .png();
}

await (await plain(192)).toFile(`${publicDir}icons/icon-192.png`);
await (await plain(512)).toFile(`${publicDir}icons/icon-512.png`);
await (await maskable(512)).toFile(`${publicDir}icons/icon-maskable-512.png`);
// iOS ignores the manifest's icons and draws its own corners: a square, full-bleed icon.
await (await maskable(180)).toFile(`${publicDir}icons/apple-touch-icon.png`);
