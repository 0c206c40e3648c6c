import type { caCooking } from '../ca/cooking.ts';
import type { Translation } from '../translation.ts';

/** Spanish of ca/cooking.ts (docs/product.md "Languages"). */
export const esCooking: Translation<typeof caCooking> = {
  glance: {
    totalTime: 'Tiempo total',
    totalMinutes: '{n} min',
    totalHours: '{h} h {m} min',
    totalWholeHours: '{h} h',
    servings: 'Raciones',
    difficulty: 'Dificultad',
    facil: 'Fácil',
    regular: 'Media',
    dificil: 'Difícil',
    category: 'Categoría',
    cuisine: 'Cocina',
  },
  servings: {
    label: 'Raciones',
    decrease: 'Menos raciones',
    increase: 'Más raciones',
    outOfRange: 'Las raciones tienen que ser un número entero entre {min} y {max}.',
    scaledFrom: 'Cantidades para {n} raciones (la receta es para {original}).',
    notScaled: 'sin escalar',
    notScaledHint: 'Esta cantidad no es un número: se muestra tal como está escrita.',
    nutritionPerServing: 'Por ración',
  },
  units: {
    label: 'Unidades',
    original: 'Original',
    metric: 'Métrico',
    imperial: 'Imperial',
  },
  unitNames: {
    g: 'g',
    kg: 'kg',
    ml: 'ml',
    cl: 'cl',
    l: 'l',
    oz: 'oz',
    lb: 'lb',
    cullerada: '{n, plural, one {cucharada} other {cucharadas}}',
    culleradeta: '{n, plural, one {cucharadita} other {cucharaditas}}',
    tassa: '{n, plural, one {taza} other {tazas}}',
    pessics: '{n, plural, one {pizca} other {pizcas}}',
    unitats: '{n, plural, one {unidad} other {unidades}}',
  },
  pdf: {
    badServings: 'Las raciones del PDF tienen que ser un número entero entre {min} y {max}.',
    badUnits: 'Las unidades del PDF tienen que ser original, metric o imperial.',
  },
  print: {
    print: 'Imprimir',
  },
  share: {
    label: 'Compartir',
    copied: 'Enlace copiado.',
    copyFailed: 'No se ha podido copiar el enlace: {url}',
  },
  cookMode: {
    open: 'Modo cocina',
    openHint: 'Un paso cada vez, con temporizadores y la pantalla siempre encendida',
  },
};
