/** The demo catalogue: categories of dish and cuisines (by country or region). */
export const SEED_CATEGORIES = [
  'Arrossos',
  'Pasta',
  'Postres',
  'Vegetarià',
  'Esmorzars',
  'Sopes i cremes',
  'Carns',
  'Peix i marisc',
  'Amanides',
  'Entrants',
] as const;
export type SeedCategory = (typeof SEED_CATEGORIES)[number];

export const SEED_CUISINES = [
  'Catalunya',
  'Espanya',
  'Itàlia',
  'França',
  'Japó',
  'Xina',
  'Índia',
  'Mèxic',
  'Tailàndia',
  'Grècia',
  'Marroc',
  'Estats Units',
  'Perú',
  'Líban',
] as const;
export type SeedCuisine = (typeof SEED_CUISINES)[number];
