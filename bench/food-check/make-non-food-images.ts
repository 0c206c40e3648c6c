import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export type NamedImage = { name: string; image: Buffer };

/**
 * Non-food photos and drawings that ship inside installed npm packages: human's sample sheets
 * and screenshots (faces, people, an avatar), autocannon's test photo (a robot in a street
 * crowd), a "SAMPLE" stamp, logos and icons. Read at run time, never copied.
 */
const SHIPPED = [
  '@vladmandic/human/assets/samples.jpg',
  '@vladmandic/human/assets/screenshot-facedetect.jpg',
  '@vladmandic/human/assets/screenshot-faceid.jpg',
  '@vladmandic/human/assets/screenshot-facematch.jpg',
  '@vladmandic/human/assets/screenshot-vrm.jpg',
  '@vladmandic/human/assets/screenshot-results.png',
  '@vladmandic/human/assets/screenshot-menu.png',
  '@vladmandic/human/assets/screenshot-typedoc.png',
  '@vladmandic/human/assets/facemesh.png',
  '@vladmandic/human/assets/icon.png',
  'autocannon/test/j5.jpeg',
  '@fastify/static/example/public/images/sample.jpg',
  'pino/pino-banner.png',
  'pino/pino-tree.png',
  'pino/pretty-demo.png',
  'pino/pino-logo-hire.png',
  'playwright-core/lib/server/chromium/appIcon.png',
];

function shippedImages(root: string): NamedImage[] {
  return SHIPPED.map((rel) => path.join(root, 'node_modules', rel))
    .filter((file) => existsSync(file))
    .map((file) => ({ name: path.relative(root, file), image: readFileSync(file) }));
}

/** A deterministic pseudo-random source (mulberry32), so every run draws the same noise. */
function seeded(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const W = 640;
const H = 480;
const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`);

/** Scenes drawn with SVG: shapes, stripes, text, a house, a stick figure, a car outline. */
const SCENES: Record<string, string> = {
  stripes: Array.from(
    { length: 16 },
    (_, i) => `<rect x="${i * 40}" width="20" height="${H}" fill="#246"/>`,
  ).join(''),
  checkerboard: Array.from(
    { length: 48 },
    (_, i) =>
      `<rect x="${(i % 8) * 80}" y="${Math.floor(i / 8) * 80}" width="80" height="80" fill="${(i + Math.floor(i / 8)) % 2 ? '#000' : '#fff'}"/>`,
  ).join(''),
  circles:
    '<rect width="100%" height="100%" fill="#eef"/><circle cx="200" cy="240" r="120" fill="#c33"/><circle cx="440" cy="200" r="90" fill="#3a3"/>',
  text: '<rect width="100%" height="100%" fill="#fff"/><text x="40" y="260" font-size="72" font-family="sans-serif">Receptari 2026</text>',
  house:
    '<rect width="100%" height="100%" fill="#9cf"/><rect y="380" width="640" height="100" fill="#4a4"/><rect x="220" y="220" width="200" height="160" fill="#c96"/><polygon points="200,220 320,120 440,220" fill="#933"/>',
  stickFigure:
    '<rect width="100%" height="100%" fill="#fff"/><circle cx="320" cy="110" r="50" fill="none" stroke="#000" stroke-width="8"/><path d="M320 160 V320 M320 200 L240 260 M320 200 L400 260 M320 320 L260 440 M320 320 L380 440" stroke="#000" stroke-width="8"/>',
  carOutline:
    '<rect width="100%" height="100%" fill="#ddd"/><rect x="120" y="240" width="400" height="100" rx="20" fill="#25a"/><rect x="200" y="170" width="220" height="80" rx="20" fill="#25a"/><circle cx="210" cy="350" r="40" fill="#111"/><circle cx="430" cy="350" r="40" fill="#111"/>',
  chart: Array.from(
    { length: 10 },
    (_, i) =>
      `<rect x="${30 + i * 60}" y="${H - 40 - ((i * 37) % 380)}" width="40" height="${((i * 37) % 380) + 20}" fill="#58c"/>`,
  ).join(''),
};

async function generatedImages(): Promise<NamedImage[]> {
  const out: NamedImage[] = [];
  const colours = [
    '#000000',
    '#ffffff',
    '#808080',
    '#ff0000',
    '#00aa00',
    '#0000ff',
    '#ffcc00',
    '#8b4513',
    '#f5deb3',
    '#ff8800',
  ];
  for (const c of colours) {
    const image = await sharp({ create: { width: W, height: H, channels: 3, background: c } })
      .png()
      .toBuffer();
    out.push({ name: `solid ${c}`, image });
  }
  const random = seeded(2026);
  for (let i = 0; i < 10; i++) {
    const raw = Buffer.alloc(W * H * 3);
    for (let p = 0; p < raw.length; p++) raw[p] = Math.floor(random() * 256);
    const image = await sharp(raw, { raw: { width: W, height: H, channels: 3 } })
      .jpeg()
      .toBuffer();
    out.push({ name: `noise ${i}`, image });
  }
  for (let i = 0; i < 5; i++) {
    const body = `<defs><linearGradient id="g" x2="${i % 2}" y2="${(i + 1) % 2}"><stop offset="0" stop-color="hsl(${i * 70},70%,40%)"/><stop offset="1" stop-color="hsl(${i * 70 + 120},70%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;
    out.push({ name: `gradient ${i}`, image: await sharp(svg(body)).png().toBuffer() });
  }
  for (const [name, body] of Object.entries(SCENES)) {
    out.push({ name: `scene ${name}`, image: await sharp(svg(body)).png().toBuffer() });
  }
  return out;
}

/** Every non-food image of the measurement: generated ones first, then the shipped photos. */
export async function makeNonFoodImages(root: string): Promise<NamedImage[]> {
  return [...(await generatedImages()), ...shippedImages(root)];
}
