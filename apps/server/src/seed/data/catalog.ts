/**
 * The demo catalogue: categories of dish and cuisines (by country or region), each by its Catalan
 * name with its Spanish and English ones. Migration 0036 gives the same translations to a database
 * seeded before they existed.
 */
export const SEED_CATEGORY_NAMES = {
  Arrossos: { es: 'Arroces', en: 'Rice dishes' },
  Pasta: { es: 'Pasta', en: 'Pasta' },
  Postres: { es: 'Postres', en: 'Desserts' },
  Vegetarià: { es: 'Vegetariano', en: 'Vegetarian' },
  Esmorzars: { es: 'Desayunos', en: 'Breakfasts' },
  'Sopes i cremes': { es: 'Sopas y cremas', en: 'Soups' },
  Carns: { es: 'Carnes', en: 'Meat' },
  'Peix i marisc': { es: 'Pescado y marisco', en: 'Fish and seafood' },
  Amanides: { es: 'Ensaladas', en: 'Salads' },
  Entrants: { es: 'Entrantes', en: 'Starters' },
} as const;
export type SeedCategory = keyof typeof SEED_CATEGORY_NAMES;

export const SEED_CUISINE_NAMES = {
  Catalunya: { es: 'Cataluña', en: 'Catalonia' },
  Espanya: { es: 'España', en: 'Spain' },
  Itàlia: { es: 'Italia', en: 'Italy' },
  França: { es: 'Francia', en: 'France' },
  Japó: { es: 'Japón', en: 'Japan' },
  Xina: { es: 'China', en: 'China' },
  Índia: { es: 'India', en: 'India' },
  Mèxic: { es: 'México', en: 'Mexico' },
  Tailàndia: { es: 'Tailandia', en: 'Thailand' },
  Grècia: { es: 'Grecia', en: 'Greece' },
  Marroc: { es: 'Marruecos', en: 'Morocco' },
  'Estats Units': { es: 'Estados Unidos', en: 'United States' },
  Perú: { es: 'Perú', en: 'Peru' },
  Líban: { es: 'Líbano', en: 'Lebanon' },
} as const;
export type SeedCuisine = keyof typeof SEED_CUISINE_NAMES;
