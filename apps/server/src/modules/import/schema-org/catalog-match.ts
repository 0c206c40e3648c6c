import { plain } from '../../../ai/index.ts';

/** Lower case, accents off: 'Vegetarià' and 'vegetaria' are one word. */
const fold = (text: string) => plain(text).trim();

/** The catalogue as the import matches against it (GET /catalog's lists). */
export interface CatalogNames {
  readonly categories: readonly {
    id: number;
    name: string;
    name_es?: string | null;
    name_en?: string | null;
  }[];
  readonly cuisines: readonly {
    id: number;
    country: string;
    country_es?: string | null;
    country_en?: string | null;
  }[];
}

// What other sites and apps call the demo catalogue's entries, in English, Spanish and Catalan.
const CATEGORY_WORDS: Readonly<Record<string, readonly string[]>> = {
  arrossos: ['arros', 'arroz', 'rice', 'paella', 'risotto'],
  pasta: ['pasta', 'pastas', 'pastes', 'noodles', 'fideus', 'fideos'],
  postres: ['postre', 'postres', 'dessert', 'desserts', 'dulces', 'cake', 'pastis', 'pastissos', 'tarta'],
  vegetaria: ['vegetaria', 'vegetariana', 'vegetariano', 'vegetarian', 'vegan', 'vega', 'vegano'],
  esmorzars: ['esmorzar', 'breakfast', 'desayuno', 'desayunos', 'brunch'],
  'sopes i cremes': [
    'sopa',
    'sopes',
    'crema',
    'cremes',
    'soup',
    'soups',
    'sopas',
    'cremas',
    'stew',
    'guisat',
  ],
  carns: [
    'carn',
    'carne',
    'carnes',
    'meat',
    'beef',
    'pork',
    'chicken',
    'pollastre',
    'pollo',
    'main course',
    'main dish',
    'segons',
    'segundos',
  ],
  'peix i marisc': ['peix', 'pescado', 'fish', 'seafood', 'marisc', 'marisco', 'mariscos'],
  amanides: ['amanida', 'ensalada', 'ensaladas', 'salad', 'salads'],
  entrants: [
    'entrant',
    'entrante',
    'entrantes',
    'starter',
    'starters',
    'appetizer',
    'appetizers',
    'aperitivo',
    'tapas',
    'tapes',
    'snack',
    'side dish',
  ],
};
const CUISINE_WORDS: Readonly<Record<string, readonly string[]>> = {
  catalunya: ['catalana', 'catala', 'catalan', 'catalonia', 'cataluna'],
  espanya: ['espanyola', 'espanola', 'spanish', 'spain', 'espana'],
  italia: ['italiana', 'italian', 'italy', 'italiano'],
  franca: ['francesa', 'french', 'france', 'francia', 'frances'],
  japo: ['japonesa', 'japanese', 'japan', 'japon'],
  xina: ['xinesa', 'chinese', 'china'],
  india: ['indian', 'india', 'hindu'],
  mexic: ['mexicana', 'mexican', 'mexico', 'mexicano'],
  tailandia: ['tailandesa', 'thai', 'thailand'],
  grecia: ['grega', 'griega', 'greek', 'greece'],
  marroc: ['marroqui', 'moroccan', 'morocco', 'marruecos'],
  'estats units': ['americana', 'american', 'usa', 'us', 'estados unidos', 'united states'],
  peru: ['peruana', 'peruvian', 'peruano'],
  liban: ['libanesa', 'lebanese', 'lebanon', 'libano'],
};

function matchOne<T extends { id: number }>(
  entries: readonly T[],
  /** The entry's names: the Catalan one, then its translations (absent when none). */
  namesOf: (entry: T) => readonly (string | null | undefined)[],
  words: Readonly<Record<string, readonly string[]>>,
  written: readonly string[],
): number | null {
  // A translation never shadows another entry's Catalan name: those are set last.
  const byName = new Map(
    entries.flatMap((e) =>
      namesOf(e)
        .slice(1)
        .flatMap((n) => (n ? [[fold(n), e.id] as const] : [])),
    ),
  );
  for (const e of entries) byName.set(fold(namesOf(e)[0]!), e.id);
  for (const text of written.map(fold)) {
    const exact = byName.get(text);
    if (exact !== undefined) return exact;
    for (const [name, synonyms] of Object.entries(words)) {
      const id = byName.get(name);
      if (id !== undefined && synonyms.some((w) => text === w || text.split(/[\s,/-]+/u).includes(w)))
        return id;
    }
  }
  return null;
}

/** The catalogue's category for what a page calls its dish ("Dessert", "Postres"), null when none fits. */
export const matchCategory = (catalog: CatalogNames, written: readonly string[]) =>
  matchOne(catalog.categories, (c) => [c.name, c.name_es, c.name_en], CATEGORY_WORDS, written);

/** The catalogue's cuisine for a page's recipeCuisine ("Italian", "Catalana"), null when none fits. */
export const matchCuisine = (catalog: CatalogNames, written: readonly string[]) =>
  matchOne(catalog.cuisines, (c) => [c.country, c.country_es, c.country_en], CUISINE_WORDS, written);
