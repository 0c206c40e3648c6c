/**
 * Reference recipes for the estimate. Each line is what the form sends, with the grams a cook means
 * by it and the SR28 food used; the per-serving references were summed by hand from SR28 per-100 g
 * values (kcal, protein, carb, lipidTotal) × grams / 100 / servings, not by calling the estimator.
 */
import type { NutritionRequest } from '@receptari/shared/ai/ai.schemas';

export interface ReferenceLine {
  readonly quantity: string;
  readonly unit: NutritionRequest['ingredients'][number]['unit'];
  readonly name: string;
  /** The grams assumed for the reference and the SR28 food they were counted as. */
  readonly grams: number;
  readonly ndb: string;
}

export interface ReferenceRecipe {
  readonly title: string;
  readonly servings: number;
  readonly lines: readonly ReferenceLine[];
  /** Per serving. */
  readonly reference: {
    readonly calories: number;
    readonly protein: number;
    readonly carbs: number;
    readonly fats: number;
  };
}

export const REFERENCE_RECIPES: readonly ReferenceRecipe[] = [
  {
    title: 'truita de patates',
    servings: 4,
    lines: [
      { quantity: '5', unit: 'unitats', name: 'ous', grams: 250, ndb: '01123' },
      { quantity: '600', unit: 'g', name: 'patates', grams: 600, ndb: '11352' },
      { quantity: '1', unit: 'unitats', name: 'ceba', grams: 110, ndb: '11282' },
      { quantity: '100', unit: 'ml', name: "oli d'oliva", grams: 92, ndb: '04053' },
      { quantity: '', unit: '', name: 'sal', grams: 0, ndb: '02047' },
    ],
    reference: { calories: 419, protein: 11.2, carbs: 29.3, fats: 29.1 },
  },
  {
    title: 'escalivada',
    servings: 4,
    lines: [
      { quantity: '2', unit: 'unitats', name: 'albergínies', grams: 600, ndb: '11209' },
      { quantity: '3', unit: 'unitats', name: 'pebrots vermells', grams: 450, ndb: '11821' },
      { quantity: '2', unit: 'unitats', name: 'cebes', grams: 220, ndb: '11282' },
      { quantity: '3', unit: 'cullerada', name: "oli d'oliva verge extra", grams: 41.4, ndb: '04053' },
      { quantity: '', unit: '', name: 'sal', grams: 0, ndb: '02047' },
    ],
    reference: { calories: 186, protein: 3.2, carbs: 20.7, fats: 11.0 },
  },
  {
    title: 'crema catalana',
    servings: 6,
    lines: [
      { quantity: '1', unit: 'l', name: 'llet sencera', grams: 1030, ndb: '01077' },
      { quantity: '6', unit: 'unitats', name: "rovells d'ou", grams: 102, ndb: '01125' },
      { quantity: '200', unit: 'g', name: 'sucre', grams: 200, ndb: '19335' },
      { quantity: '40', unit: 'g', name: 'maicena', grams: 40, ndb: '20027' },
      { quantity: '1', unit: 'unitats', name: 'pell de llimona', grams: 6, ndb: '09156' },
      { quantity: '', unit: '', name: 'canyella en branca', grams: 0, ndb: '02010' },
    ],
    reference: { calories: 314, protein: 8.1, carbs: 48.4, fats: 10.1 },
  },
  {
    title: 'pa amb tomàquet',
    servings: 4,
    lines: [
      { quantity: '8', unit: 'unitats', name: 'llesques de pa de pagès', grams: 320, ndb: '18029' },
      { quantity: '4', unit: 'unitats', name: 'tomàquets madurs', grams: 480, ndb: '11529' },
      { quantity: '4', unit: 'cullerada', name: "oli d'oliva", grams: 55.2, ndb: '04053' },
      { quantity: '', unit: '', name: 'sal', grams: 0, ndb: '02047' },
    ],
    reference: { calories: 361, protein: 9.7, carbs: 46.2, fats: 16.0 },
  },
  {
    title: 'macarrons gratinats',
    servings: 4,
    lines: [
      { quantity: '400', unit: 'g', name: 'macarrons', grams: 400, ndb: '20120' },
      { quantity: '300', unit: 'g', name: 'carn picada', grams: 300, ndb: '23572' },
      { quantity: '', unit: '', name: '1 ceba', grams: 110, ndb: '11282' },
      { quantity: '400', unit: 'g', name: 'tomàquet triturat', grams: 400, ndb: '11547' },
      { quantity: '100', unit: 'g', name: 'formatge ratllat', grams: 100, ndb: '01040' },
      { quantity: '2', unit: 'cullerada', name: "oli d'oliva", grams: 27.6, ndb: '04053' },
      { quantity: '', unit: '', name: 'sal i pebre', grams: 0, ndb: '02047' },
    ],
    reference: { calories: 770, protein: 34.6, carbs: 86.6, fats: 31.4 },
  },
  {
    title: 'fideuà',
    servings: 4,
    lines: [
      { quantity: '400', unit: 'g', name: 'fideus gruixuts', grams: 400, ndb: '20120' },
      { quantity: '300', unit: 'g', name: 'gambes', grams: 300, ndb: '15270' },
      { quantity: '300', unit: 'g', name: 'sípia', grams: 300, ndb: '15163' },
      { quantity: '1', unit: 'l', name: 'fumet de peix', grams: 1000, ndb: '06963' },
      { quantity: '', unit: '', name: "2 grans d'all", grams: 6, ndb: '11215' },
      { quantity: '1', unit: 'unitats', name: 'tomàquet', grams: 120, ndb: '11529' },
      { quantity: '4', unit: 'cullerada', name: "oli d'oliva", grams: 55.2, ndb: '04053' },
      { quantity: '1', unit: 'culleradeta', name: 'pebre vermell dolç', grams: 2.3, ndb: '02028' },
    ],
    reference: { calories: 665, protein: 45.7, carbs: 78.3, fats: 17.9 },
  },
  {
    title: 'amanida verda amb tonyina',
    servings: 2,
    lines: [
      { quantity: '150', unit: 'g', name: 'enciam', grams: 150, ndb: '11252' },
      { quantity: '2', unit: 'unitats', name: 'tomàquets', grams: 240, ndb: '11529' },
      { quantity: '1/2', unit: 'unitats', name: 'ceba', grams: 55, ndb: '11282' },
      { quantity: '80', unit: 'g', name: 'tonyina en oli', grams: 80, ndb: '15119' },
      { quantity: '50', unit: 'g', name: 'olives', grams: 50, ndb: '09195' },
      { quantity: '3', unit: 'cullerada', name: "oli d'oliva", grams: 41.4, ndb: '04053' },
      { quantity: '1', unit: 'cullerada', name: 'vinagre', grams: 15, ndb: '02053' },
    ],
    reference: { calories: 343, protein: 13.9, carbs: 10.4, fats: 28.2 },
  },
  {
    title: 'crema de carbassa',
    servings: 4,
    lines: [
      { quantity: '800', unit: 'g', name: 'carbassa', grams: 800, ndb: '11422' },
      { quantity: '1', unit: 'unitats', name: 'ceba', grams: 110, ndb: '11282' },
      { quantity: '1', unit: 'unitats', name: 'patata', grams: 170, ndb: '11352' },
      { quantity: '1', unit: 'l', name: 'brou de verdures', grams: 1000, ndb: '06172' },
      { quantity: '100', unit: 'ml', name: 'nata líquida', grams: 99, ndb: '01053' },
      { quantity: '2', unit: 'cullerada', name: "oli d'oliva", grams: 27.6, ndb: '04053' },
    ],
    reference: { calories: 331, protein: 10.2, carbs: 32.5, fats: 19.1 },
  },
  {
    title: 'paella de marisc',
    servings: 4,
    lines: [
      { quantity: '320', unit: 'g', name: 'arròs bomba', grams: 320, ndb: '20050' },
      { quantity: '200', unit: 'g', name: 'gambes', grams: 200, ndb: '15270' },
      { quantity: '300', unit: 'g', name: 'musclos', grams: 300, ndb: '15164' },
      { quantity: '200', unit: 'g', name: 'calamars', grams: 200, ndb: '15175' },
      { quantity: '1', unit: 'l', name: 'fumet', grams: 1000, ndb: '06963' },
      { quantity: '1', unit: 'unitats', name: 'pebrot vermell', grams: 150, ndb: '11821' },
      { quantity: '2', unit: 'unitats', name: 'tomàquets', grams: 240, ndb: '11529' },
      { quantity: '4', unit: 'cullerada', name: "oli d'oliva", grams: 55.2, ndb: '04053' },
      { quantity: '1', unit: 'pessics', name: 'safrà', grams: 0.5, ndb: '02037' },
    ],
    reference: { calories: 626, protein: 38.0, carbs: 73.5, fats: 18.6 },
  },
  {
    title: 'pollastre rostit amb patates',
    servings: 4,
    lines: [
      { quantity: '1,2', unit: 'kg', name: 'pollastre a trossos', grams: 1200, ndb: '05006' },
      { quantity: '2', unit: 'unitats', name: 'cebes', grams: 220, ndb: '11282' },
      { quantity: '4', unit: 'unitats', name: 'patates', grams: 680, ndb: '11352' },
      { quantity: '100', unit: 'ml', name: 'vi blanc', grams: 99, ndb: '14106' },
      { quantity: '3', unit: 'cullerada', name: "oli d'oliva", grams: 41.4, ndb: '04053' },
      { quantity: '', unit: '', name: 'romaní', grams: 0, ndb: '02036' },
    ],
    reference: { calories: 910, protein: 59.9, carbs: 35.5, fats: 55.7 },
  },
  {
    title: 'estofat de vedella',
    servings: 4,
    lines: [
      { quantity: '600', unit: 'g', name: 'vedella per guisar', grams: 600, ndb: '23093' },
      { quantity: '3', unit: 'unitats', name: 'pastanagues', grams: 180, ndb: '11124' },
      { quantity: '2', unit: 'unitats', name: 'patates', grams: 340, ndb: '11352' },
      { quantity: '1', unit: 'unitats', name: 'ceba', grams: 110, ndb: '11282' },
      { quantity: '200', unit: 'ml', name: 'vi negre', grams: 198, ndb: '14096' },
      { quantity: '500', unit: 'ml', name: 'brou de carn', grams: 500, ndb: '06170' },
      { quantity: '2', unit: 'cullerada', name: "oli d'oliva", grams: 27.6, ndb: '04053' },
      { quantity: '1', unit: 'cullerada', name: 'farina', grams: 7.95, ndb: '20081' },
    ],
    reference: { calories: 413, protein: 37.8, carbs: 26.3, fats: 14.0 },
  },
  {
    title: 'llenties estofades',
    servings: 4,
    lines: [
      { quantity: '300', unit: 'g', name: 'llenties pardines', grams: 300, ndb: '16069' },
      { quantity: '1', unit: 'unitats', name: 'xoriço', grams: 60, ndb: '07019' },
      { quantity: '1', unit: 'unitats', name: 'pastanaga', grams: 60, ndb: '11124' },
      { quantity: '1', unit: 'unitats', name: 'ceba', grams: 110, ndb: '11282' },
      { quantity: '1', unit: 'unitats', name: 'patata', grams: 170, ndb: '11352' },
      { quantity: '2', unit: 'cullerada', name: "oli d'oliva", grams: 27.6, ndb: '04053' },
      { quantity: '1', unit: 'culleradeta', name: 'pebre vermell', grams: 2.3, ndb: '02028' },
    ],
    reference: { calories: 445, protein: 23.5, carbs: 59.5, fats: 13.6 },
  },
  {
    title: 'cigrons amb espinacs',
    servings: 4,
    lines: [
      { quantity: '400', unit: 'g', name: 'cigrons cuits', grams: 400, ndb: '16359' },
      { quantity: '300', unit: 'g', name: 'espinacs frescos', grams: 300, ndb: '11457' },
      { quantity: '2', unit: '', name: "grans d'all", grams: 6, ndb: '11215' },
      { quantity: '3', unit: 'cullerada', name: "oli d'oliva", grams: 41.4, ndb: '04053' },
      { quantity: '1', unit: 'culleradeta', name: 'comí mòlt', grams: 2.1, ndb: '02014' },
      { quantity: '50', unit: 'g', name: 'pa', grams: 50, ndb: '18029' },
    ],
    reference: { calories: 285, protein: 10.7, carbs: 32.8, fats: 13.5 },
  },
  {
    title: 'gaspatxo',
    servings: 4,
    lines: [
      { quantity: '1', unit: 'kg', name: 'tomàquets madurs', grams: 1000, ndb: '11529' },
      { quantity: '1', unit: 'unitats', name: 'cogombre', grams: 300, ndb: '11205' },
      { quantity: '1', unit: 'unitats', name: 'pebrot verd', grams: 120, ndb: '11333' },
      { quantity: '½', unit: 'unitats', name: 'ceba', grams: 55, ndb: '11282' },
      { quantity: '1', unit: 'unitats', name: 'all', grams: 3, ndb: '11215' },
      { quantity: '50', unit: 'ml', name: "oli d'oliva", grams: 46, ndb: '04053' },
      { quantity: '2', unit: 'cullerada', name: 'vinagre de xerès', grams: 30, ndb: '02068' },
      { quantity: '50', unit: 'g', name: 'pa del dia abans', grams: 50, ndb: '18029' },
    ],
    reference: { calories: 206, protein: 4.5, carbs: 21.9, fats: 12.5 },
  },
  {
    title: 'espaguetis a la carbonara',
    servings: 4,
    lines: [
      { quantity: '400', unit: 'g', name: 'espaguetis', grams: 400, ndb: '20120' },
      { quantity: '150', unit: 'g', name: 'bacó', grams: 150, ndb: '10123' },
      { quantity: '3', unit: 'unitats', name: 'ous', grams: 150, ndb: '01123' },
      { quantity: '80', unit: 'g', name: 'parmesà', grams: 80, ndb: '01033' },
      { quantity: '', unit: '', name: 'pebre negre', grams: 0, ndb: '02030' },
    ],
    reference: { calories: 659, protein: 29.6, carbs: 76.1, fats: 25.1 },
  },
  {
    title: 'bacallà a la llauna',
    servings: 4,
    lines: [
      { quantity: '600', unit: 'g', name: 'bacallà dessalat', grams: 600, ndb: '15015' },
      { quantity: '4', unit: 'unitats', name: 'grans d’all', grams: 12, ndb: '11215' },
      { quantity: '100', unit: 'ml', name: "oli d'oliva", grams: 92, ndb: '04053' },
      { quantity: '1', unit: 'culleradeta', name: 'pebre vermell', grams: 2.3, ndb: '02028' },
      { quantity: '100', unit: 'ml', name: 'vi blanc', grams: 99, ndb: '14106' },
      { quantity: '2', unit: 'cullerada', name: 'farina', grams: 15.9, ndb: '20081' },
    ],
    reference: { calories: 367, protein: 27.4, carbs: 5.0, fats: 24.1 },
  },
  {
    title: 'samfaina',
    servings: 4,
    lines: [
      { quantity: '1', unit: 'unitats', name: 'albergínia', grams: 300, ndb: '11209' },
      { quantity: '1', unit: 'unitats', name: 'carbassó', grams: 200, ndb: '11477' },
      { quantity: '1', unit: 'unitats', name: 'pebrot vermell', grams: 150, ndb: '11821' },
      { quantity: '1', unit: 'unitats', name: 'pebrot verd', grams: 120, ndb: '11333' },
      { quantity: '2', unit: 'unitats', name: 'cebes', grams: 220, ndb: '11282' },
      { quantity: '3', unit: 'unitats', name: 'tomàquets', grams: 360, ndb: '11529' },
      { quantity: '4', unit: 'cullerada', name: "oli d'oliva", grams: 55.2, ndb: '04053' },
      { quantity: '', unit: '', name: 'sal', grams: 0, ndb: '02047' },
    ],
    reference: { calories: 205, protein: 3.4, carbs: 18.3, fats: 14.5 },
  },
  {
    title: 'magdalenes',
    servings: 12,
    lines: [
      { quantity: '3', unit: 'unitats', name: 'ous', grams: 150, ndb: '01123' },
      { quantity: '150', unit: 'g', name: 'sucre', grams: 150, ndb: '19335' },
      { quantity: '150', unit: 'g', name: 'farina', grams: 150, ndb: '20081' },
      { quantity: '120', unit: 'ml', name: 'oli de gira-sol', grams: 110.4, ndb: '04506' },
      { quantity: '100', unit: 'ml', name: 'llet', grams: 103, ndb: '01077' },
      { quantity: '1', unit: 'culleradeta', name: 'llevat químic', grams: 4.6, ndb: '18369' },
      { quantity: '', unit: '', name: 'ratlladura de llimona', grams: 0, ndb: '09156' },
    ],
    reference: { calories: 199, protein: 3.1, carbs: 22.6, fats: 10.8 },
  },
  {
    title: 'panellets',
    servings: 20,
    lines: [
      { quantity: '500', unit: 'g', name: 'ametlla mòlta', grams: 500, ndb: '12062' },
      { quantity: '400', unit: 'g', name: 'sucre', grams: 400, ndb: '19335' },
      { quantity: '1', unit: 'unitats', name: 'patata', grams: 170, ndb: '11352' },
      { quantity: '1', unit: 'unitats', name: 'ou', grams: 50, ndb: '01123' },
      { quantity: '200', unit: 'g', name: 'pinyons', grams: 200, ndb: '12147' },
    ],
    reference: { calories: 302, protein: 7.2, carbs: 27.5, fats: 20.2 },
  },
  {
    title: 'mel i mató',
    servings: 4,
    lines: [
      { quantity: '400', unit: 'g', name: 'mató', grams: 400, ndb: '01036' },
      { quantity: '4', unit: 'cullerada', name: 'mel', grams: 85.2, ndb: '19296' },
      { quantity: '40', unit: 'g', name: 'nous', grams: 40, ndb: '12155' },
    ],
    reference: { calories: 304, protein: 12.8, carbs: 22.0, fats: 19.5 },
  },
  {
    title: 'salsa romesco',
    servings: 6,
    lines: [
      { quantity: '4', unit: 'unitats', name: 'tomàquets', grams: 480, ndb: '11529' },
      { quantity: '50', unit: 'g', name: 'ametlles torrades', grams: 50, ndb: '12061' },
      { quantity: '50', unit: 'g', name: 'avellanes', grams: 50, ndb: '12120' },
      { quantity: '1', unit: 'unitats', name: "cap d'all", grams: 40, ndb: '11215' },
      { quantity: '150', unit: 'ml', name: "oli d'oliva", grams: 138, ndb: '04053' },
      { quantity: '2', unit: 'cullerada', name: 'vinagre', grams: 30, ndb: '02053' },
      { quantity: '1', unit: 'unitats', name: 'llesca de pa', grams: 40, ndb: '18029' },
    ],
    reference: { calories: 347, protein: 4.9, carbs: 12.0, fats: 32.6 },
  },
  {
    title: 'canelons de rostit',
    servings: 6,
    lines: [
      { quantity: '200', unit: 'g', name: 'canelons', grams: 200, ndb: '20120' },
      { quantity: '300', unit: 'g', name: 'carn picada de porc', grams: 300, ndb: '10219' },
      { quantity: '200', unit: 'g', name: 'pit de pollastre', grams: 200, ndb: '05062' },
      { quantity: '1', unit: 'unitats', name: 'ceba', grams: 110, ndb: '11282' },
      { quantity: '750', unit: 'ml', name: 'llet', grams: 772.5, ndb: '01077' },
      { quantity: '60', unit: 'g', name: 'mantega', grams: 60, ndb: '01145' },
      { quantity: '60', unit: 'g', name: 'farina', grams: 60, ndb: '20081' },
      { quantity: '80', unit: 'g', name: 'formatge ratllat', grams: 80, ndb: '01040' },
      { quantity: '', unit: '', name: 'nou moscada', grams: 0, ndb: '02025' },
    ],
    reference: { calories: 542, protein: 29.3, carbs: 40.6, fats: 28.5 },
  },
  {
    title: 'torrades de santa teresa',
    servings: 4,
    lines: [
      { quantity: '4', unit: 'unitats', name: 'llesques de pa', grams: 160, ndb: '18029' },
      { quantity: '500', unit: 'ml', name: 'llet', grams: 515, ndb: '01077' },
      { quantity: '2', unit: 'unitats', name: 'ous', grams: 100, ndb: '01123' },
      { quantity: '4', unit: 'cullerada', name: 'sucre', grams: 51, ndb: '19335' },
      { quantity: '50', unit: 'ml', name: "oli d'oliva", grams: 46, ndb: '04053' },
      { quantity: '1', unit: 'culleradeta', name: 'canyella', grams: 2.6, ndb: '02010' },
    ],
    reference: { calories: 376, protein: 11.5, carbs: 40.4, fats: 19.0 },
  },
  {
    title: 'crema de verdures (línies senceres)',
    servings: 4,
    lines: [
      { quantity: '', unit: '', name: '2 porros', grams: 180, ndb: '11246' },
      { quantity: '', unit: '', name: '3 pastanagues', grams: 180, ndb: '11124' },
      { quantity: '', unit: '', name: '2 patates', grams: 340, ndb: '11352' },
      { quantity: '', unit: '', name: '1 l d’aigua', grams: 1000, ndb: '14411' },
      { quantity: '', unit: '', name: "2 cullerades d'oli d'oliva", grams: 27.6, ndb: '04053' },
      { quantity: '', unit: '', name: 'sal', grams: 0, ndb: '02047' },
    ],
    reference: { calories: 172, protein: 2.8, carbs: 25.5, fats: 7.2 },
  },
  {
    title: 'pollo al ajillo (castellà)',
    servings: 4,
    lines: [
      { quantity: '1', unit: 'kg', name: 'pollo troceado', grams: 1000, ndb: '05006' },
      { quantity: '', unit: '', name: '1 cabeza de ajo', grams: 40, ndb: '11215' },
      { quantity: '100', unit: 'ml', name: 'aceite de oliva', grams: 92, ndb: '04053' },
      { quantity: '1/2', unit: 'tassa', name: 'vino blanco', grams: 118.8, ndb: '14106' },
      { quantity: '', unit: '', name: 'sal y pimienta', grams: 0, ndb: '02047' },
    ],
    reference: { calories: 780, protein: 47.2, carbs: 4.1, fats: 60.7 },
  },
  {
    title: 'arròs amb llet',
    servings: 6,
    lines: [
      { quantity: '200', unit: 'g', name: 'arròs rodó', grams: 200, ndb: '20050' },
      { quantity: '1,5', unit: 'l', name: 'llet', grams: 1545, ndb: '01077' },
      { quantity: '150', unit: 'g', name: 'sucre', grams: 150, ndb: '19335' },
      { quantity: '1', unit: 'unitats', name: 'pell de llimona', grams: 6, ndb: '09156' },
      { quantity: '', unit: '', name: 'canyella en pols', grams: 0, ndb: '02010' },
    ],
    reference: { calories: 374, protein: 10.3, carbs: 64.0, fats: 8.6 },
  },
];
