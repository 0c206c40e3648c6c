import type { Language } from './knowledge-entry.ts';

/**
 * Words people use for the same thing in a kitchen question, per language: each group is read as
 * its first word, in the facts' ways of asking and in the question alike, so a fact asked with
 * "dura" answers "aguanta" and "es conserva". Data: a new way of saying it is a new word here.
 * Only single words (the index reads words); meanings a word shares with another group stay out
 * ("dura" is also "hard", so "dur" is not in the keeping group).
 */
export const KITCHEN_SYNONYMS: Readonly<Record<Language, readonly (readonly string[])[]>> = {
  ca: [
    [
      'dura',
      'duren',
      'durar',
      'aguanta',
      'aguanten',
      'aguantar',
      'conserva',
      'conserven',
      'conservar',
      'guardar',
      'guardo',
      'caduca',
      'caduquen',
    ],
    ['nevera', 'frigorífic', 'frigo', 'refrigerador'],
    ['congelador', 'congelar', 'congelo', 'congelat', 'congelada', 'congelats', 'congelades'],
    ['pastís', 'bescuit', 'biscuit', 'pastissos', 'bizcocho', 'tarta', 'pastel'],
    ['temps', 'estona', 'rato'],
    ['enfonsat', 'enfonsa', 'enfonsada', 'baixat', 'aixafat'],
    ['floridura', 'florit', 'florida', 'fongs', 'verdet'],
    ['substituir', 'substitueixo', 'substitut', 'canviar', 'canvio', 'reemplaçar'],
    ['pop', 'pulpo'],
    ['calamar', 'calamars', 'calamares'],
    ['musclos', 'musclo', 'muscles', 'mejillones'],
    ['cigrons', 'cigró', 'garbanzos'],
    ['forn', 'horno', 'enfornar', 'enforno', 'fornejar'],
    ['olla', 'exprés', 'pressió'],
    ['grumolls', 'grumoll', 'grumos'],
    ['beixamel', 'bechamel', 'besamel'],
    ['fregir', 'fregeixo', 'fregida', 'fregit', 'freir'],
    ['gaspatxo', 'gazpacho'],
    ['picant', 'picós', 'coent'],
    ['graus', 'temperatura'],
    ['guisat', 'guisats', 'estofat', 'estofats', 'guiso', 'estofado'],
    // Words of Spanish or English a Catalan question borrows ("dejar reposar la masa", "crispy").
    ['deixar', 'deixa', 'dejar', 'deja'],
    ['massa', 'masa'],
    ['cruixent', 'cruixents', 'cruixent', 'crujiente', 'crujientes', 'crispy', 'crunchy'],
    ['reposar', 'reposa', 'repòs', 'reposo', 'descansar'],
    // The stemmer keeps "ous" apart from "ou": "bullo els ous" is "un ou dur" (set 10).
    ['ou', 'ous'],
    // A borrowed name of the bird: "un turkey farcit" is "un gall dindi" (set 10).
    ['dindi', 'turkey', 'pavo'],
    // An American recipe's "cup" in a Catalan question is a tassa (set 11).
    ['tassa', 'tasses', 'cup', 'cups', 'taza'],
    ['obren', 'obre', 'rebenten', 'rebenta', 'esclaten', 'esclata'],
  ],
  es: [
    [
      'dura',
      'duran',
      'durar',
      'aguanta',
      'aguantan',
      'aguantar',
      'conserva',
      'conservan',
      'conservar',
      'guardar',
      'guardo',
      'caduca',
      'caducan',
    ],
    ['nevera', 'frigorífico', 'frigo', 'refri', 'refrigerador', 'heladera'],
    ['congelador', 'congelar', 'congelo', 'congelado', 'congelada', 'congelados', 'congeladas'],
    ['bizcocho', 'pastel', 'tarta', 'queque', 'bizcochos'],
    ['tiempo', 'rato'],
    ['hunde', 'hundido', 'hundió', 'hunden', 'bajado', 'desinflado'],
    ['moho', 'mohoso', 'mohosa', 'hongos'],
    ['sustituir', 'sustituyo', 'sustituto', 'reemplazar', 'reemplazo', 'cambiar', 'cambio'],
    ['gambas', 'gamba', 'langostinos', 'langostino', 'camarones'],
    ['pulpo', 'pop'],
    ['horno', 'hornear', 'horneo', 'hornea'],
    ['olla', 'exprés', 'presión'],
    ['grumos', 'grumo'],
    ['bechamel', 'besamel', 'beixamel'],
    ['freír', 'frío', 'frito', 'frita', 'freir'],
    ['picante', 'picoso', 'enchilado'],
    ['grados', 'temperatura'],
    ['guiso', 'guisos', 'estofado', 'estofados', 'guisado', 'cocido'],
    ['crujiente', 'crujientes', 'crispy', 'crunchy', 'cruixent'],
    ['dejar', 'deja', 'deixar'],
    ['taza', 'tazas', 'cup', 'cups', 'tassa'],
    ['abren', 'abre', 'revientan', 'revienta', 'explotan', 'explota'],
  ],
  en: [
    ['last', 'lasts', 'keep', 'keeps', 'kept', 'store', 'stored', 'stays'],
    ['fridge', 'refrigerator', 'frigde', 'refrigerated'],
    ['freezer', 'freeze', 'frozen', 'freezing'],
    ['cake', 'sponge'],
    ['sink', 'sank', 'sunk', 'collapse', 'collapsed', 'caved'],
    ['mould', 'mold', 'moldy', 'mouldy'],
    ['substitute', 'swap', 'replace', 'replacement', 'alternative', 'instead', 'sub', 'subs'],
    ['temperature', 'temp', 'degrees'],
    ['tough', 'chewy'],
    ['thin', 'runny', 'watery'],
    ['prawns', 'prawn', 'shrimp', 'shrimps'],
    ['ground', 'minced', 'mince'],
    ['proofed', 'proof', 'proved', 'risen', 'rise', 'rising'],
    ['chilli', 'chili', 'spicy'],
    ['oven', 'bake', 'baked', 'baking'],
    ['stew', 'stews', 'casserole', 'braise'],
    ['crispy', 'crisp', 'crunchy', 'crujiente', 'cruixent'],
    ['soak', 'soaking', 'desalt', 'desalting'],
    // British, Australian, New Zealand and South African English say "biscuits" for cookies.
    ['cookies', 'cookie', 'biscuits', 'biscuit', 'bikkies'],
    // British, Irish and Australian English.
    ['potatoes', 'potato', 'spuds', 'spud', 'tatties'],
    ['burst', 'bursts', 'explode', 'explodes'],
  ],
};

const fold = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The words of every group, in any language, that holds the word ("gazpacho" → gaspatxo too). */
export function synonymsOf(word: string): string[] {
  const plain = fold(word);
  return Object.values(KITCHEN_SYNONYMS)
    .flat()
    .filter((group) => group.some((w) => fold(w) === plain))
    .flat()
    .map(fold);
}
