/**
 * The recipe page's cooking tools (docs/product.md#servings-and-units): the facts at a glance, the
 * servings stepper, the units switch, the PDF's servings, and sharing the recipe
 * (docs/product.md#sharing-a-recipe), and the units' names, which every ingredient line reads
 * (`unitLabel`). Only screens past the landing page and the server use them, so they stay out of
 * ca.ts (docs/decisions/0009-server-only-strings.md).
 */
export const caCooking = {
  glance: {
    totalTime: 'Temps total',
    totalMinutes: '{n} min',
    totalHours: '{h} h {m} min',
    totalWholeHours: '{h} h',
    servings: 'Racions',
    difficulty: 'Dificultat',
    facil: 'Fàcil',
    regular: 'Regular',
    dificil: 'Difícil',
    category: 'Categoria',
    cuisine: 'Cuina',
  },
  servings: {
    label: 'Racions',
    decrease: 'Menys racions',
    increase: 'Més racions',
    outOfRange: 'Les racions han de ser un nombre enter entre {min} i {max}.',
    scaledFrom: 'Quantitats per a {n} racions (la recepta és per a {original}).',
    notScaled: 'no escalat',
    notScaledHint: 'Aquesta quantitat no és un nombre: es mostra tal com està escrita.',
    nutritionPerServing: 'Per ració',
  },
  units: {
    label: 'Unitats',
    original: 'Original',
    metric: 'Mètric',
    imperial: 'Imperial',
  },
  /**
   * A unit as an ingredient line shows it, by its id (`UNITS` and the units a conversion gives),
   * with `n` the amount. Catalan shows the spec's ids as written whatever the amount
   * (docs/product.md#recipe-fields); the other languages choose the plural from `n`.
   */
  unitNames: {
    g: 'g',
    kg: 'kg',
    ml: 'ml',
    cl: 'cl',
    l: 'l',
    oz: 'oz',
    lb: 'lb',
    cullerada: '{n, plural, other {cullerada}}',
    culleradeta: '{n, plural, other {culleradeta}}',
    tassa: '{n, plural, other {tassa}}',
    pessics: '{n, plural, other {pessics}}',
    unitats: '{n, plural, other {unitats}}',
  },
  pdf: {
    badServings: 'Les racions del PDF han de ser un nombre enter entre {min} i {max}.',
    badUnits: 'Les unitats del PDF han de ser original, metric o imperial.',
  },
  print: {
    print: 'Imprimir',
  },
  /** A recipe's link (not the shopping list's household 'Compartir' of ca-planning.ts). */
  share: {
    label: 'Compartir',
    copied: 'Enllaç copiat.',
    copyFailed: 'No s’ha pogut copiar l’enllaç: {url}',
  },
  cookMode: {
    open: 'Mode cuina',
    openHint: 'Un pas cada vegada, amb temporitzadors i la pantalla sempre encesa',
  },
} as const;
