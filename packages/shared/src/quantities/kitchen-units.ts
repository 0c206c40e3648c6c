import configureMeasurements from 'convert-units';
import mass, { type MassSystems, type MassUnits } from 'convert-units/definitions/mass';
import temperature, {
  type TemperatureSystems,
  type TemperatureUnits,
} from 'convert-units/definitions/temperature';
import volume, { type VolumeSystems, type VolumeUnits } from 'convert-units/definitions/volume';

/** The units a scaled ingredient is shown in: the recipe form's, plus ounces and pounds. */
export type KitchenUnit =
  | 'g'
  | 'kg'
  | 'ml'
  | 'cl'
  | 'l'
  | 'cullerada'
  | 'culleradeta'
  | 'tassa'
  | 'oz'
  | 'lb'
  | 'pessics'
  | 'unitats';

type KitchenVolume = 'tassa' | 'cullerada' | 'culleradeta';

// The recipe form's kitchen units, as docs/product.md#servings-and-units sizes them (a 240 ml cup,
// 15 and 5 ml spoons), added to the library's metric volumes (anchored in litres).
const kitchenVolume = {
  ...volume,
  systems: {
    ...volume.systems,
    metric: {
      ...volume.systems.metric,
      tassa: { name: { singular: 'tassa', plural: 'tasses' }, to_anchor: 0.24 },
      cullerada: { name: { singular: 'cullerada', plural: 'cullerades' }, to_anchor: 0.015 },
      culleradeta: { name: { singular: 'culleradeta', plural: 'culleradetes' }, to_anchor: 0.005 },
    },
  },
};

const convert = configureMeasurements<
  'mass' | 'volume' | 'temperature',
  MassSystems | VolumeSystems | TemperatureSystems,
  MassUnits | VolumeUnits | TemperatureUnits | KitchenVolume
>({ mass, volume: kitchenVolume, temperature });

/** `value` of one unit in another of the same measure (mass, volume or temperature). */
export function convertUnit(value: number, from: string, to: string): number {
  return convert(value).from(from).to(to);
}

// Unit words typed in the quantity box itself ("200 gr", "2 cups"), in Catalan, Spanish and English.
const UNIT_WORDS: readonly (readonly [RegExp, KitchenUnit])[] = [
  [/^(?:g|gr|grs|gram|grams|gramo|gramos)\.?$/u, 'g'],
  [/^(?:kg|kgs|quilo|quilos|kilo|kilos|kilogram|kilograms|quilogram|quilograms)\.?$/u, 'kg'],
  [/^(?:ml|mls|mil·lilitres?|mililitros?|milliliters?|millilitres?)\.?$/u, 'ml'],
  [/^(?:cl|centilitres?|centilitros?)\.?$/u, 'cl'],
  [/^(?:l|lt|lts|litres?|litros?|liters?)\.?$/u, 'l'],
  [/^(?:oz|ounces?|onzas?|unces?)\.?$/u, 'oz'],
  [/^(?:lb|lbs|pounds?|libras?|lliures?)\.?$/u, 'lb'],
  [/^(?:tasses?|tazas?|cups?|c)\.?$/u, 'tassa'],
  [/^(?:cullerades?|cucharadas?|cda|cdas|tbsp|tbs|tablespoons?|cs)\.?$/u, 'cullerada'],
  [/^(?:culleradetes?|cucharaditas?|cdta|cdtas|cdita|tsp|teaspoons?|cc)\.?$/u, 'culleradeta'],
];

/** The unit a word after the number names ("gr", "cups"), or null when it is no unit we convert. */
export function unitOfWord(word: string): KitchenUnit | null {
  const plain = word.trim().toLowerCase();
  return UNIT_WORDS.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}
