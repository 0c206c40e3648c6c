/**
 * Articles, prepositions and words that never tell two foods apart. Removing them lets
 * "oli d'oliva", "aceite de oliva" and "olive oil" reach their alias whatever the phrasing.
 */
const STOP_WORDS = new Set(
  `de del dels la el les els lo los las un una uns unes al a en i y amb con per para
   of the an and with fresh some`.split(/\s+/u),
);

// Catalan and Spanish elisions (d'oliva, l'all, s'hi) and the apostrophes keyboards produce.
const ELISION = /\b[dlsnm]['’`´]/gu;

/** Lowercase, accent-free words of a name with stop words removed: "Oli d'Oliva" → ["oli", "oliva"]. */
export function tokeniseName(text: string): string[] {
  const plain = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/·|\u2027/gu, '')
    .replace(ELISION, ' ');
  return plain.split(/[^a-z0-9]+/u).filter((word) => word !== '' && !STOP_WORDS.has(word));
}

/**
 * The word itself, then the singulars its plural ending allows, most likely first. Catalan, Spanish
 * and English disagree on plural rules, so this proposes forms and the lexicon decides which exists:
 * cebes → ceba, limones → limon, tomatoes → tomato, cigrons → cigro, taronges → taronja.
 */
export function singularCandidates(word: string): string[] {
  const forms = [word];
  if (word.length < 3 || !word.endsWith('s')) return forms;
  const stem = word.slice(0, -1);
  forms.push(stem);
  if (word.endsWith('es')) {
    const root = word.slice(0, -2);
    forms.push(`${root}a`, root);
    if (root.endsWith('gu')) forms.push(`${root.slice(0, -2)}ga`);
    if (root.endsWith('qu')) forms.push(`${root.slice(0, -2)}ca`);
    if (root.endsWith('g')) forms.push(`${root.slice(0, -1)}ja`);
    if (root.endsWith('c')) forms.push(`${root.slice(0, -1)}z`);
    if (root.endsWith('i')) forms.push(`${root.slice(0, -1)}y`);
  }
  if (word.endsWith('ns') || word.endsWith('os')) forms.push(word.slice(0, -2));
  return forms;
}
