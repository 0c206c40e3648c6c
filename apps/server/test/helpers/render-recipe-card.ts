import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { cardText, type RecipeCard } from '../fixtures/recipe-cards.ts';

/**
 * The fonts cards are written in, from Debian's packages (scripts/test.mjs installs them as root):
 * a printed serif, and handwriting.
 */
export const CARD_FONTS = {
  printed: {
    file: '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
    family: 'DejaVu Serif',
    package: 'fonts-dejavu-core',
  },
  /** Block capitals by hand (xkcd's lettering): how many cooks write a card to be read. */
  capitals: {
    file: '/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf',
    family: 'Humor Sans',
    package: 'fonts-humor-sans',
  },
  /** Joined-up, informal handwriting with every accent Catalan and Spanish need. */
  cursive: {
    file: '/usr/share/fonts/truetype/breip/Breip.ttf',
    family: 'Breip',
    package: 'fonts-breip',
  },
  /** Comic Neue: a casual hand, printed. */
  casual: {
    file: '/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf',
    family: 'Comic Neue',
    package: 'fonts-comic-neue',
  },
} as const;
export type CardFont = keyof typeof CARD_FONTS;

/**
 * Stops at once, naming the apt command, when a font is not installed: sharp would draw the card in
 * a default font instead, and the figures would be of another hand.
 */
export function requireCardFonts(fonts: readonly CardFont[]) {
  const missing = fonts.filter((font) => !existsSync(CARD_FONTS[font].file));
  if (missing.length === 0) return;
  const packages = missing.map((font) => CARD_FONTS[font].package).join(' ');
  throw new Error(`the cards' fonts are not installed: apt-get install ${packages}`);
}

export interface PhotoOptions {
  /** The photo's size, as a phone takes it (portrait). */
  readonly width?: number;
  readonly height?: number;
  /** Degrees the card is turned on the table. */
  readonly angle?: number;
  /** Makes the paper's grain; the same seed, the same photo. */
  readonly seed?: number;
  /**
   * A camera's own noise over the whole picture and a phone's JPEG quality (92): the 3-5 MB a phone
   * saves at 12 megapixels, rather than the drawing's smooth few hundred KB.
   */
  readonly sensorNoise?: boolean;
}

const escape = (text: string) => text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** A small deterministic PRNG (mulberry32): the grain is the same on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The card's words in ink (an alpha mask in the font), the title larger. */
async function inkOf(card: RecipeCard, font: CardFont, ink: string) {
  const { file, family } = CARD_FONTS[font];
  const [title = '', ...rest] = cardText(card).split('\n');
  const markup = `<span size="150%">${escape(title)}</span>\n${escape(rest.join('\n'))}`;
  const mask = await sharp({
    text: { text: markup, fontfile: file, font: `${family} 11`, dpi: 200, width: 1100, spacing: 14 },
  })
    .extractChannel(0)
    .toBuffer({ resolveWithObject: true });
  const { width, height } = mask.info;
  const colour = await sharp({ create: { width, height, channels: 3, background: ink } })
    .joinChannel(mask.data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return { colour, width, height };
}

/** Grey noise around mid-grey, `spread` levels wide: soft-light over a picture, it is grain. */
function noise(width: number, height: number, seed: number, spread: number) {
  const next = random(seed);
  const grain = Buffer.alloc(width * height);
  for (let i = 0; i < grain.length; i += 1) grain[i] = 128 + Math.round((next() - 0.5) * spread);
  return sharp(grain, { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Off-white paper, lit from one side, with a grain of light noise. */
async function paperOf(width: number, height: number, seed: number) {
  const light = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fbf6e9"/><stop offset="1" stop-color="#e6dbc2"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`;
  return sharp(Buffer.from(light))
    .composite([{ input: await noise(width, height, seed, 40), blend: 'soft-light' }])
    .png()
    .toBuffer();
}

/**
 * A phone's photo of the card (JPEG): ink on off-white paper with grain and uneven light, turned by a
 * degree or two on a wooden table, a little out of focus. Nothing is photographed: the card is drawn.
 */
export async function renderCardPhoto(card: RecipeCard, font: CardFont, options: PhotoOptions = {}) {
  const { width = 1500, height = 2000, angle = 1.5, seed = 7, sensorNoise = false } = options;
  const ink = await inkOf(card, font, font === 'printed' ? '#262626' : '#1d2f6f');
  const margin = 90;
  const paperWidth = ink.width + 2 * margin;
  const paperHeight = ink.height + 2 * margin;
  const paper = await sharp(await paperOf(paperWidth, paperHeight, seed))
    .composite([{ input: ink.colour, left: margin, top: margin }])
    .png()
    .toBuffer();
  const table = { r: 120, g: 82, b: 50 };
  const scale = Math.min((width * 0.9) / paperWidth, (height * 0.9) / paperHeight);
  const turned = await sharp(paper)
    .resize(Math.round(paperWidth * scale))
    .rotate(angle, { background: table })
    .png()
    .toBuffer({ resolveWithObject: true });
  const placed = await sharp({ create: { width, height, channels: 3, background: table } })
    .composite([
      {
        input: turned.data,
        left: Math.max(0, Math.round((width - turned.info.width) / 2)),
        top: Math.max(0, Math.round((height - turned.info.height) / 2)),
      },
    ])
    .blur(0.6)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const camera = sensorNoise
    ? [{ input: await noise(width, height, seed + 1, 24), blend: 'soft-light' as const }]
    : [];
  return sharp(placed)
    .composite(camera)
    .jpeg({ quality: sensorNoise ? 92 : 82 })
    .toBuffer();
}
