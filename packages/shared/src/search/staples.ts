/**
 * What every kitchen has: "cook with what I have" never counts these as missing
 * (docs/product.md#cook-with-what-i-have). Salt, oil, water and pepper as recipes write them in
 * Catalan, Spanish and English, each as its ingredientKey (trimmed, lower case).
 */
export const STAPLES: readonly string[] = [
  // Catalan
  'sal',
  'sal fina',
  'sal grossa',
  'oli',
  "oli d'oliva",
  'oli d’oliva',
  'oli de gira-sol',
  'aigua',
  'pebre',
  'pebre negre',
  'pebre blanc',
  // Spanish
  'aceite',
  'aceite de oliva',
  'aceite de girasol',
  'agua',
  'pimienta',
  'pimienta negra',
  'pimienta blanca',
  // English
  'salt',
  'oil',
  'olive oil',
  'sunflower oil',
  'water',
  'pepper',
  'black pepper',
  'white pepper',
];
