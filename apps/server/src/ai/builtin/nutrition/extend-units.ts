import { unitsOfMeasure, type UnitOfMeasure } from 'parse-ingredient';

function withAlternates(id: string, extra: readonly string[]): UnitOfMeasure {
  const base = unitsOfMeasure[id];
  if (!base) throw new Error(`parse-ingredient has no unit ${id}`);
  return { ...base, alternates: [...(base.alternates ?? []), ...extra] };
}

/**
 * Catalan and Spanish unit words for parse-ingredient, joined to the English ones under the same ids
 * so that convert-to-grams sizes both alike; centilitres and glasses are added.
 */
export const UNIT_WORDS = {
  // "400 grs. de mongetes": an old print's abbreviation, stop and all.
  gram: withAlternates('gram', ['gr', 'gr.', 'grs', 'grs.', 'gram', 'grams', 'gramo', 'gramos']),
  kilogram: withAlternates('kilogram', [
    'kilo',
    'kilos',
    'quilo',
    'quilos',
    'kgs',
    'quilogram',
    'quilograms',
  ]),
  // British spelling too ("150 millilitres milk").
  milliliter: withAlternates('milliliter', [
    'mil·lilitre',
    'mil·lilitres',
    'mililitro',
    'mililitros',
    'mls',
    'millilitre',
    'millilitres',
  ]),
  liter: withAlternates('liter', ['litre', 'litres', 'litro', 'litros', 'lt', 'lts']),
  deciliter: withAlternates('deciliter', ['decilitre', 'decilitres', 'decilitro', 'decilitros']),
  centiliter: {
    short: 'cl',
    plural: 'centiliters',
    alternates: ['centilitre', 'centilitres', 'centilitro', 'centilitros'],
    type: 'volume',
  },
  // "2 libras de falda de res", "8 onzas de vino": the Spanish-speaking Americas' pounds and ounces.
  pound: withAlternates('pound', ['libra', 'libras', 'lliura', 'lliures']),
  ounce: withAlternates('ounce', ['onza', 'onzas', 'unça', 'unces']),
  glass: { short: 'got', plural: 'gots', alternates: ['vaso', 'vasos', 'glass', 'glasses'], type: 'volume' },
  tablespoon: withAlternates('tablespoon', [
    'cullerada',
    'cullerades',
    'cda',
    'cdas',
    'cucharada',
    'cucharadas',
    'cs',
    'cullera',
    'culleres',
  ]),
  teaspoon: withAlternates('teaspoon', [
    'culleradeta',
    'culleradetes',
    'cdta',
    'cdtas',
    'cucharadita',
    'cucharaditas',
    'cullereta',
    'culleretes',
    'cc',
  ]),
  cup: withAlternates('cup', ['tassa', 'tasses', 'taza', 'tazas']),
  pinch: withAlternates('pinch', ['pessic', 'pessics', 'pizca', 'pizcas', 'pellizco', 'pellizcos', 'polsim']),
  clove: withAlternates('clove', ['gra', 'grans', 'diente', 'dientes', 'dent', 'dents']),
  piece: withAlternates('piece', [
    'unitat',
    'unitats',
    'unidad',
    'unidades',
    'ud',
    'uds',
    'peça',
    'peces',
    'pieza',
  ]),
  // Containers and handfuls have no size worth guessing: the unit is recognised, then left unsized so
  // "1 llauna de tomàquet" is reported instead of being counted as one tomato.
  can: withAlternates('can', ['llauna', 'llaunes', 'lata', 'latas']),
  package: withAlternates('package', ['paquet', 'paquets', 'paquete', 'paquetes', 'sobre', 'sobres']),
  bag: withAlternates('bag', ['bossa', 'bosses', 'bolsa', 'bolsas']),
  box: withAlternates('box', ['capsa', 'capses', 'caixa', 'caixes', 'caja', 'cajas']),
  carton: withAlternates('carton', ['brick', 'bricks', 'tetrabrik']),
  container: withAlternates('container', ['pot', 'pots', 'bote', 'botes', 'tarro', 'tarros']),
  bunch: withAlternates('bunch', ['manat', 'manats', 'manojo', 'manojos', 'ram', 'rams']),
  handful: {
    short: 'grapat',
    plural: 'grapats',
    alternates: ['raig', 'raigs', 'rajolí', 'chorro', 'chorrito', 'puñado', 'puñados'],
    type: 'other',
  },
} satisfies Record<string, UnitOfMeasure>;
