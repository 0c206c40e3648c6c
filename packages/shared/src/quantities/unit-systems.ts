/**
 * The units a recipe is shown in: as its author wrote them ('original', only scaled), metric
 * (grams, millilitres, the form's spoons; cups become millilitres or grams) or imperial (ounces,
 * pounds, cups and spoons). A file of its own so that a page can name them without loading the
 * parser and the conversion library.
 */
export const UNIT_SYSTEMS = ['original', 'metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
