import { gzipSync, strToU8, zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';

const DISHES = ['Crema', 'Truita', 'Escudella', 'Fideuà', 'Coca', 'Amanida', 'Arròs', 'Canelons'];
const INGREDIENTS = ['200 g de farina', '3 ous', '500 ml de llet', '1 ceba', '2 cullerades d’oli', 'sal'];

/** A small photo of its own for each recipe: a gradient in the recipe's colours, 320×240. */
export async function benchPhoto(i: number): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc(width * height * 3);
  const [r, g, b] = [(i * 37) % 256, (i * 91) % 256, (i * 53) % 256];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      raw[at] = (r + x) % 256;
      raw[at + 1] = (g + y) % 256;
      raw[at + 2] = (b + x + y) % 256;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A Paprika export (.paprikarecipes: a zip of gzipped JSON recipes) of `count` recipes, each with
 * its own photo (unless `photos` is false), as Paprika 3 writes them (docs/product.md#from-another-app).
 */
export async function paprikaBenchFile(count: number, photos = true): Promise<Buffer> {
  const files: Zippable = {};
  for (let i = 0; i < count; i++) {
    const name = `${DISHES[i % DISHES.length]} ${i + 1}`;
    const recipe = {
      uid: `BENCH-${String(i).padStart(6, '0')}`,
      name,
      description: `La recepta número ${i + 1}.`,
      ingredients: INGREDIENTS.slice(0, 3 + (i % 4)).join('\n'),
      directions: 'Barregeu-ho tot.\nCoeu-ho 20 minuts.\nServiu-ho calent.',
      servings: `${2 + (i % 5)} servings`,
      prep_time: '15 mins',
      cook_time: `${10 + (i % 50)} mins`,
      categories: ['Dessert'],
      source: 'Bench',
      source_url: `https://bench.example.cat/${i}`,
      photo_data: photos ? (await benchPhoto(i)).toString('base64') : null,
    };
    files[`${name}.paprikarecipe`] = gzipSync(strToU8(JSON.stringify(recipe)));
  }
  return Buffer.from(zipSync(files, { level: 0 }));
}
