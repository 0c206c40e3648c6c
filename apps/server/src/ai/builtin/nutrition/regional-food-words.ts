/**
 * Regional and national words for foods and kitchen things, each read as the word the knowledge base
 * and the nutrition lexicon use (issue 34: set 4's Balearic "sa gelera", Valencian "bajoques" and
 * "creïlles", Argentinian "azúcar impalpable" and "manteca", Mexican "jitomate" and "chícharos" were
 * not understood). Data, one row a word or phrase, singular and plural apart; the standard word is
 * the one the facts use most ("courgette" 16 times against "zucchini" 4). A word the lexicon
 * files under a food of its own ("fesol", "frijol": kidney and black beans) is not here.
 *
 * Sources: Diccionari normatiu valencià (AVL) and Diccionari català-valencià-balear (Alcover-Moll)
 * for the Valencian and Balearic words; Diccionario de americanismos (ASALE) and the Diccionario de
 * la lengua española (RAE, marks "Arg., Ur.", "Méx.") for the American Spanish ones; Oxford Learner's
 * Dictionaries (US / UK labels) for English.
 */
const REGIONAL_WORDS: readonly (readonly [regional: string, standard: string])[] = [
  // Catalan: Balearic (its article "sa"/"es" before a kitchen noun) and Valencian.
  ['sa gelera', 'la nevera'],
  ['gelera', 'nevera'],
  ['es congelador', 'el congelador'],
  ['bajoques', 'mongetes tendres'],
  ['bajoca', 'mongeta tendra'],
  ['bajoquetes', 'mongetes tendres'],
  ['bajoqueta', 'mongeta tendra'],
  ['creïlles', 'patates'],
  ['creïlla', 'patata'],
  ['tomàtigues', 'tomàquets'],
  ['tomàtiga', 'tomàquet'],
  ['tomaques', 'tomàquets'],
  ['tomaca', 'tomàquet'],
  ['tomata', 'tomàquet'],
  ['pebreres', 'pebrots'],
  ['pebrera', 'pebrot'],
  ['safanòries', 'pastanagues'],
  ['safanòria', 'pastanaga'],
  ['esbergínies', 'albergínies'],
  ['esbergínia', 'albergínia'],
  ['alberginies', 'albergínies'],
  ['albergina', 'albergínia'],
  ['sucre de llustre', 'sucre llustre'],
  // Spanish of the Americas.
  ['azúcar impalpable', 'azúcar glas'],
  ['azúcar flor', 'azúcar glas'],
  ['azúcar glass', 'azúcar glas'],
  ['manteca de cerdo', 'manteca de cerdo'],
  ['manteca', 'mantequilla'],
  ['jitomates', 'tomates'],
  ['jitomate', 'tomate'],
  ['frutillas', 'fresas'],
  ['frutilla', 'fresa'],
  ['chícharos', 'guisantes'],
  ['chícharo', 'guisante'],
  ['arvejas', 'guisantes'],
  ['arveja', 'guisante'],
  ['ejotes', 'judías verdes'],
  ['ejote', 'judía verde'],
  ['porotos', 'alubias'],
  ['poroto', 'alubia'],
  ['zapallitos', 'calabacines'],
  ['zapallito', 'calabacín'],
  ['zapallo', 'calabaza'],
  ['duraznos', 'melocotones'],
  ['durazno', 'melocotón'],
  ['camote', 'boniato'],
  ['palta', 'aguacate'],
  ['choclo', 'maíz'],
  ['elote', 'maíz'],
  ['puerco', 'cerdo'],
  ['crema de leche', 'nata'],
  ['papas', 'patatas'],
  ['papa', 'patata'],
  ['heladera', 'nevera'],
  ['refri', 'nevera'],
  // English: the US word read as the British one the facts use.
  ['zucchinis', 'courgettes'],
  ['zucchini', 'courgette'],
  ['eggplants', 'aubergines'],
  ['eggplant', 'aubergine'],
  ['scallions', 'spring onions'],
  ['scallion', 'spring onion'],
  ['powdered sugar', 'icing sugar'],
  ["confectioners' sugar", 'icing sugar'],
  ['confectioners sugar', 'icing sugar'],
  ['garbanzo beans', 'chickpeas'],
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

const STANDARD = new Map(REGIONAL_WORDS.map(([regional, standard]) => [fold(regional), standard]));

/** The first word of each regional word or phrase. */
const FIRST_WORDS = new Set([...STANDARD.keys()].map((key) => key.split(' ')[0]!));

/** One pattern, longest first ("sa gelera" before "gelera"), on accent-free text, whole words only. */
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...STANDARD.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/**
 * The text with its regional food words read as the standard ones ("tinc creïlles a sa gelera" →
 * "tinc patates a la nevera"). Matched without accents or case ("tomaca", "Azucar impalpable");
 * the rest of the text is kept as written, accents included. Accents are one code point each in the
 * lowercase NFC text, so the folded text's positions are the original's.
 */
export function standardiseFoodWords(text: string): string {
  const lower = text.normalize('NFC').toLowerCase();
  const folded = fold(lower);
  // Most texts hold none: a look-up of their words before the pattern (findFood calls this per name).
  if (!folded.split(/[^\p{L}\p{N}']+/u).some((word) => FIRST_WORDS.has(word))) return text;
  // Folding must keep every position (a letter with its accent is one code point in NFC).
  if (folded.length !== lower.length) return text;
  let out = '';
  let last = 0;
  for (const match of folded.matchAll(PATTERN)) {
    out += text.normalize('NFC').slice(last, match.index) + STANDARD.get(match[0])!;
    last = match.index + match[0].length;
  }
  return last === 0 ? text : out + text.normalize('NFC').slice(last);
}
