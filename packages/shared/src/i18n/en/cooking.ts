import type { caCooking } from '../ca/cooking.ts';
import type { Translation } from '../translation.ts';

/** English of ca/cooking.ts (docs/product.md "Languages"). */
export const enCooking: Translation<typeof caCooking> = {
  glance: {
    totalTime: 'Total time',
    totalMinutes: '{n} min',
    totalHours: '{h} h {m} min',
    totalWholeHours: '{h} h',
    servings: 'Servings',
    difficulty: 'Difficulty',
    facil: 'Easy',
    regular: 'Medium',
    dificil: 'Hard',
    category: 'Category',
    cuisine: 'Cuisine',
  },
  servings: {
    label: 'Servings',
    decrease: 'Fewer servings',
    increase: 'More servings',
    outOfRange: 'Servings must be a whole number between {min} and {max}.',
    scaledFrom: 'Quantities for {n} servings (the recipe is for {original}).',
    notScaled: 'not scaled',
    notScaledHint: "This quantity isn't a number: it's shown as written.",
    nutritionPerServing: 'Per serving',
  },
  units: {
    label: 'Units',
    original: 'Original',
    metric: 'Metric',
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
    cullerada: '{n, plural, other {tbsp}}',
    culleradeta: '{n, plural, other {tsp}}',
    tassa: '{n, plural, one {cup} other {cups}}',
    pessics: '{n, plural, one {pinch} other {pinches}}',
    unitats: '{n, plural, one {unit} other {units}}',
  },
  pdf: {
    badServings: 'The PDF servings must be a whole number between {min} and {max}.',
    badUnits: 'The PDF units must be original, metric or imperial.',
  },
  print: {
    print: 'Print',
  },
  share: {
    label: 'Share',
    copied: 'Link copied.',
    copyFailed: "Couldn't copy the link: {url}",
  },
  cookMode: {
    open: 'Cook mode',
    openHint: 'One step at a time, with timers and the screen always on',
  },
};
