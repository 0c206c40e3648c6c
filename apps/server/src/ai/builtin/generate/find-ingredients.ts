import type { LexiconEntry } from '../nutrition/define-food.ts';
import { findFood } from '../nutrition/find-food.ts';
import { tokeniseName } from '../nutrition/normalise-name.ts';
import { parseLine } from '../nutrition/parse-line.ts';
import { NUMBER_WORDS } from '@receptari/shared/quantities/number-words';
import { withSpelledHundreds } from '@receptari/shared/quantities/spelled-numbers';
import { findLeadingFood } from './find-leading-food.ts';
import { findServings } from './find-servings.ts';
import { bareFoodName } from './food-name-words.ts';
import {
  hasActionVerb,
  hasLexiconVerb,
  hasVerbInPosition,
  isParticipleOfVerb,
  isReadyingParticiple,
  isCookingParticiple,
} from './cooking-verbs.ts';
import { isListSentence, isMetaSentence } from './find-steps.ts';
import { COUNT_WORDS, plain } from './count-words.ts';
import { type FormIngredient, toFormIngredient } from './to-form-ingredient.ts';

// "una mica de sal", "un raig d'oli", "al gust": no amount worth writing; the food is still named.
// A splash in any region's diminutive ("un chorrín", Cantabria's "un chorruco", "un chorrete",
// "un chorrillo", "un chorrico") and a knob of any size ("a big knob of butter") are as vague.
const VAGUE =
  /(?<!\p{L})(?:una\s+mica|un\s+poc|un\s+poquet|un\s+raig(?:et)?|un\s+rajol[ií]|un\s+polsim|un\s+grapat|unes\s+gotes|al\s+gust|un\s+poco|un\s+poquit(?:[íi]n|o)|una\s+miqueta|un\s+chin|un\s+chorr(?:[íi]n|uco|ete|illo|ico)|a\s+handful|an?\s+(?:small\s+|little\s+|big\s+|large\s+|good\s+|generous\s+)?(?:knob|stick|piece|sprig|bit)|un\s+(?:petit\s+)?tros|un\s+(?:pequeño\s+)?trozo|un\s+chorr(?:ito|o)|un\s+puñado|a\s+gusto|al\s+gusto|a\s+bit|a\s+little|a\s+splash|plenty\s+of|lots\s+of|a\s+lot\s+of|to\s+taste|un\s+hilo|un\s+fil(?:et)?|un\s+toc|un\s+toque|a\s+touch)(?!\p{L})(?:\s+(?:de|del|d['’]|of)\s*)?/giu;
// Lists and clauses part at commas and conjunctions; "oli d'oliva" and "farina de blat" stay whole.
// A decimal comma ("1,5 l") is part of its number.
// A list in parentheses ("verduras (brócoli, coliflor, cebolla morada)") opens a segment of its own.
// A piece's own skin, rind, bone or shell after "amb"/"con"/"with" is how it is bought, no other
// food: "1 kg de panceta con corteza", "chicken thighs with skin" (as "lluç sense espines"); "con
// la piel de un limón" adds the lemon's. A fat coloured with achiote ("aceite con achiote", "mantequilla
// con achiote") is the one fat the Caribbean and Andean cook keeps in a jar, no second food.
const SEGMENT =
  /\s*[;:]\s*|\s*\((?=[^)]*,)\s*|\s*\)\s*|\s*(?<!\d),\s*|\s*,(?!\d)\s*|\s+(?:i|y|and|(?:amb|con|with)(?!\s+(?:la\s+|el\s+|sa\s+|its\s+|the\s+)?(?:piel|pell|skin|corteza|rind|huesos?|ossos|os|bones?|cáscara|closca|shells?)(?!\p{L})(?!\s*(?:de|del|d['’]|of)(?!\p{L})))(?<!(?:aceite|oli|mantequilla|manteca|mantega|oil|butter|lard)\s+(?:amb|con|with)(?=\s+(?:achiote|annatto|onoto|bija)(?!\p{L})))|més|más|plus)\s+/iu;
// "una tassa i mitja", "un litro y medio", "1 quilo i mig": the half belongs to the amount, before
// the list is cut at "i".
const AND_A_HALF =
  /(?<![\p{L}\d])(\d+|un|una|uno|one|an?|dos|dues|two|tres|three|quatre|cuatro|four)\s+(\p{L}+)\s+(?:i|y|and)\s+(?:a\s+)?(?:mig|mitja|mitjà|medio|media|half)(?!\p{L})/giu;
// "kilo y medio de cordero", "litre i mig de llet": a unit and a half with no number before is one and a half.
const BARE_UNIT_AND_A_HALF =
  /(?<!(?:\d|\p{L})\s*)(?=(?:quilos?|kilos?|litres?|litros?|liters?|lliures?|pounds?)\s+(?:i|y|and)\s+(?:a\s+)?(?:mig|mitja|medio|media|half)(?!\p{L}))/giu;
const HALF_UNITS =
  /^(?:tass(?:a|es)|tazas?|cups?|litres?|litros?|liters?|litre|quilos?|kilos?|kg|l|gots?|vasos?|glass(?:es)?|cullerad(?:a|es)|cucharad(?:a|as)|tablespoons?|culleradet(?:a|es)|cucharadit(?:a|as)|teaspoons?|lliures?|pounds?|ounces?)$/iu;
// The number words of times and servings, and English's 'a' ("a cup and a half").
const COUNTS: Readonly<Record<string, number>> = { ...COUNT_WORDS, a: 1 };
// "3/4 de taza de azúcar", "½ d'una tassa": the unit follows the amount without "de".
const AMOUNT_OF_UNIT =
  /((?:\d+\/\d+|[½¼¾⅓]|\d+(?:[.,]\d+)?))\s+(?:de|d['’]|of)\s*(?=(?:tass|taz|cup|cullerad|cucharad|teaspoon|tablespoon|got|vas|glass)\p{L}*)/giu;
// Abbreviated spoons ("2 cdas.", "1 cdta.", "4 c/s", "1 c/c", "3 tbsp.") and units glued to their
// number ("200g"), as the nutrition parser reads them.
const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/(?<=\d\s*)(?:cdas?|cucharadas?)\.?(?!\p{L})/giu, ' cucharadas'],
  [/(?<=\d\s*)(?:cdtas?|cditas?)\.?(?!\p{L})/giu, ' cucharaditas'],
  [/(?<=\d\s*)c\/s(?!\p{L})/giu, ' cullerades'],
  [/(?<=\d\s*)c\/[cp](?!\p{L})/giu, ' culleradetes'],
  [/(?<=\d\s*)(tbsp|tsp)\.(?=\s)/giu, ' $1'],
  // "1 big spoon of nutella", "a small spoon": a spoon by its size is a tablespoon or a teaspoon.
  [/(?<=\d\s*)(?:big|large|heaped|heaping)\s+spoon(?:ful)?s?(?!\p{L})/giu, ' tablespoons'],
  [/(?<=\d\s*)(?:small|little)\s+spoon(?:ful)?s?(?!\p{L})/giu, ' teaspoons'],
  [/(?<=\d)(g|gr|kg|ml|cl|l)(?=\s)/giu, ' $1'],
];
const ENGLISH_AND_A_PART =
  /(?<![\p{L}\d])(\d+|one|two|three|four|five|six)\s+and\s+(a\s+half|a\s+quarter|three\s+quarters)\s+(?=(?:tablespoons?|teaspoons?|cups?|pounds?|ounces?|litres?|liters?|kilos?|pints?)(?!\p{L}))/giu;
// "1 tin (400g) kidney beans", "1 lata (400 g) de tomate": the package's stated size is the amount.
const PACKAGE_SIZE =
  /(?<![\d.,])1\s+(?:tins?|cans?|latas?|llaunes|llauna|pots?|botes?|jars?|sachets?|sobres?|packets?|paquets?|paquetes?|briks?|bricks?|bottles?|ampolles?|ampolla|botellas?|bags?|bosses|bossa|bolsas?)\s*\((\d+(?:[.,]\d+)?)\s*(g|gr|kg|ml|cl|l|oz)\)\s*(?:de\s+|d['’]\s*|of\s+)?/giu;
// "un quart de quilo", "tres cuartos de litro": Catalan's and Spanish's quarter of a unit, never the
// English quart (946 ml) the ingredient parser would read in "quart".
const QUARTERS_OF_UNIT =
  /(?<!\p{L})(?:(?:un|el|1)\s+)?(tres\s+|3\s+)?(?:quarts?|cuartos?)\s+(?:de\s+|d['’]\s*)(?=(?:quilos?|kilos?|kg|litres?|litros?|l|lliures?|libras?)(?!\p{L}))/giu;
const withHalves = (text: string) =>
  ABBREVIATIONS.reduce((t, [pattern, unit]) => t.replace(pattern, unit), withSpelledHundreds(text))
    .replace(QUARTERS_OF_UNIT, (_all: string, three?: string) => (three ? '¾ ' : '¼ '))
    .replace(PACKAGE_SIZE, '$1 $2 ')
    .replace(AMOUNT_OF_UNIT, '$1 ')
    // "half a red onion", "half a cup": the half is the amount, read before "a cup" is one cup.
    .replace(/(?<!\p{L})half\s+an?\s+/giu, '½ ')
    // "one and a half cups", "two and a quarter teaspoons": the whole and its part.
    .replace(ENGLISH_AND_A_PART, (all: string, n: string, part: string) => {
      const whole = COUNTS[n.toLowerCase()] ?? Number(n);
      return `${whole + (/half/iu.test(part) ? 0.5 : /three/iu.test(part) ? 0.75 : 0.25)} `;
    })
    // "a quarter cup", "a quarter of a teaspoon": a quarter.
    .replace(
      /(?<!\p{L})(?:an?\s+)?quarter\s+(?:of\s+)?(?:an?\s+)?(?=(?:tablespoons?|teaspoons?|cups?|pounds?)(?!\p{L}))/giu,
      '¼ ',
    )
    // "a tablespoon of tomato purée", "a cup of milk": English's article is one of the unit.
    .replace(
      /(?<!\p{L})an?\s+(?=(?:tablespoons?|teaspoons?|cups?|pinch|glass|litre|liter|kilo|pound|ounce)(?!\p{L}))/giu,
      '1 ',
    )
    .replace(BARE_UNIT_AND_A_HALF, '1 ')
    .replace(AND_A_HALF, (all: string, n: string, unit: string) =>
      HALF_UNITS.test(unit) ? `${(COUNTS[n.toLowerCase()] ?? Number(n)) + 0.5} ${unit}` : all,
    );
// Spoken Spanish's "pa'" ("Pa' 6", "pa' la salsa") is "para", never Catalan's bread.
const SPOKEN_PARA = /(?<!\p{L})pa['’](?!\p{L})/giu;
// "salpebra", "salpimienta", "season with salt and pepper": both are used, whatever else is named.
const SALT_AND_PEPPER: readonly [RegExp, string, string][] = [
  [/\bsalpebr/u, 'sal', 'pebre'],
  [/\bsalpiment/u, 'sal', 'pimienta'],
];
const AMOUNTS = new RegExp(
  `(?<![\\p{L}\\d])(?:\\d+\\s+\\d+\\/\\d+|\\d+(?:[.,]\\d+)?(?:\\s*[-–/]\\s*\\d+(?:[.,]\\d+)?)?|[½¼¾⅓⅔]|${Object.keys(NUMBER_WORDS).join('|')})(?=\\s)`,
  'giu',
);
// A flour's grade of zeros ("harina 0000", "farina 00") is part of its name, no amount.
// A name ends where the sentence goes on (an article after "de" is the name's: "pimentón de la Vera"): "500 g de patates tallades a daus" → "patates tallades";
// how much or where it goes ("3 champiñones gordos por pincho", "una gamba pelada encima") and an
// adverb before how it is cut ("media cebolla muy picadita"; "agua muy fría" is bought so) neither;
// the form a product is sold in stays ("tonyina en oli", "curri en pols", "formatge per untar");
// spoken Spanish's "pa" before an infinitive is "para" ("aceite de oliva pa' freír"); a verb of being
// ends the food in a passive sentence ("1 teaspoon of salt were combined", a patent's or a report's voice).
const NAME_END =
  /\s*\(.*$|\s+(?:(?:d['’]\s*|de\s+)?(?:uns|unes|unos|unas|about|around|aprox\w*)(?!\p{L})|(?:d['’]\s*|de\s+)?(?!0{2,4}(?![\d.,]))(?!\d+(?:[.,]\d+)?\s*-?\s*(?:inch|in|cm)(?!\p{L}))\d|(?!(?:en|in)\s+(?:pols|polvo|oli|aceite|oil|conserva|almívar|almíbar|syrup|salmorra|salmuera|brine|escabetx|escabeche)(?!\p{L})|(?:per|para)\s+untar(?!\p{L}))(?<!(?:^|\s)(?:de|del)\s+)(?:a|al|als|en|per|por|fins|durant|que|les|els|la|el|ben|hasta|durante|para|las|los|to|until|for|in|into|on|at)\s|(?:encima|damunt|on\s+top)(?!\p{L})|(?:were|was|are|is|been)(?!\p{L})|(?:bien|muy|molt|very|really)\s+(?=\p{L}+(?:ad[oa]s?|id[oa]s?|adit[oa]s?|idit[oa]s?|ats?|ades|ada|its?|ides|ida|ed)(?!\p{L}))|(?:me|te|nos|em|ens|et|us|hi|li|ho)\s+\p{L}|(?:mientras|mentre|mentres|while|till|poquito|poquet|poc\s+a\s+poc|poco\s+a\s+poco|a\s+poco|(?:a\s+)?little\s+by\s+little|bit\s+by\s+bit|a\s+little\s+at\s+a\s+time|(?:de\s+)?mica\s+(?:a|en)\s+mica|todo\s+en|tot\s+a|tot\s+en)(?!\p{L})|pa['’]?\s+\p{L}+(?:ar|er|ir|ír)(?!\p{L})|(?:or|o)\s+(?:other|another|altres?|altra|otros?|otras?|similar)(?!\p{L})|\p{L}+\s+(?:minuts?|minutos?|minutes?|min|hores?|horas?|hours?)(?!\p{L})|(?:mitja|media|half)\s+(?:hora|an\s+hour)|(?:minuts?|minutos?|minutes?|hores?|horas?|hours?)(?!\p{L})).*$/iu;
// Numbers that measure something other than food: "20 minuts", "180 graus", "per a 4 persones",
// "un motlle de 22 cm".
const NOT_FOOD =
  /^(?:cm|mm|inch(?:es)?|minuts?|minutets?|minutit(?:o|os)|min|hores?|hora|h|segons|graus|persones?|racions?|porcions?|comensals|vegades|cops|dies|minutos?|horas?|grados|personas?|raciones|veces|minutes?|hours?|degrees|people|servings|times)\b/iu;
// A unit or an energy with no food after it ("de unos 2 kg, en presas", "(15 oz)", "640 kcal per
// serving"): the weight of a piece or a label's figure, no ingredient.
const UNIT_ONLY = /^(?:g|gr|kg|mg|ml|cl|dl|l|oz|lbs?|kcal|cal|kj)$/iu;
const MEASURED = new Set([
  'gram',
  'kilogram',
  'milliliter',
  'liter',
  'tablespoon',
  'teaspoon',
  'cup',
  'pinch',
  'ounce',
  'pound',
  'centiliter',
  'deciliter',
]);

export interface FoundIngredient extends FormIngredient {
  /** The food in the nutrition table, null for a measured food it does not know ("200 g de quinoa"). */
  readonly food: LexiconEntry | null;
  /** The name as written, before its state or origin was left out ("tomàtigues de pera"). */
  readonly written?: string;
}

const stripOf = (name: string) =>
  name
    // "de" is a word of its own: "desiccated coconut" keeps its "de".
    .replace(/^(?:(?:de|del|dels|of)\s+|d['’]\s*)/iu, '')
    .replace(/\s+(?:de|del|dels|d['’]|of)$/iu, '')
    .trim();

const EACH = /^(?:cada\s+(?:una?|uno|peça|pieza)|each)$/iu;

/**
 * Every amount followed by a food in a segment, each after where the last one's name ended: "per a
 * 4 persones necessitem 4 ous" → 4 unitats ous; "I softened an onion in 25 g of butter" → an onion
 * and 25 g of butter.
 */
function measuredIn(segment: string, inList: boolean): FoundIngredient[] {
  const items: FoundIngredient[] = [];
  let consumed = 0;
  for (const start of segment.matchAll(AMOUNTS)) {
    if (start.index < consumed) continue;
    const text = segment.slice(start.index);
    const item = measuredAt(text, start[0].length, inList);
    if (!item) continue;
    // "4 truites de riu de 250 g cada una": the size of each piece before, no food of its own.
    if (!EACH.test(item.name)) items.push(item);
    consumed = start.index + start[0].length + endName(text.slice(start[0].length)).length;
  }
  return items;
}

// A participle before where the name ends prepares the food, it does not name it: "patatas cortadas
// en bastones" → "patatas", while "tomàquet triturat" stays whole.
const LAST_WORD = /\s+(\p{L}+)$/u;
// A list run on without commas ("1/2 kg lentejas pardinas dos zanahorias una cebolla", "1 kg lamb
// mince two onions"): a number word after the name opens the next item. Not English's "an", an
// article far more often than an amount.
const NEXT_AMOUNT = new RegExp(
  `\\s+(?:${Object.keys(NUMBER_WORDS)
    .filter((w) => w !== 'an' && !w.includes(' '))
    .join('|')})\\s+\\p{L}.*$`,
  'iu',
);
// "3 ribs of celery all chopped", "1 pound of andouille cut in coins": "cut" is English's
// participle too, and a quantifier before a participle ("all", "tot") is no part of the name.
const CUT_PARTICIPLE = /^(?:cut|tallat|tallada|tallats|tallades|cortado|cortada|cortados|cortadas)$/iu;
const QUANTIFIER_END = /\s+(?:all|both|tot|tots|totes|todo|todos|todas)$/iu;
const QUANTIFIED_PARTICIPLE = /\s+(?:all|both|tot|tots|totes|todo|todos|todas)\s+(\p{L}+)$/iu;
/** The pieces a food is cut into after its name: "en rodajas", "a daus", "in slices", "in quarters". */
const CUT_INTO =
  /^\s*(?:en|a|in|into)\s+(?:rodajas|rodanxes|rodelles|llesques|slices|dados|daus|cubes|trozos|trossos|pieces|quarts|cuartos|quarters|meitats|mitades|halves|tiras|tires|strips)(?!\p{L})/iu;
const isCutWord = (word: string) => isParticipleOfVerb(word) || CUT_PARTICIPLE.test(word);
// "1 canyella en branca", "1 canela en rama": a counted spice's form is what is counted, and the
// writers of sets 8 and 12 kept it in the name ("canela en rama" without an amount stays "canela").
const COUNTED_FORM = /^\s+(?:en\s+(?:branca|rama))(?!\p{L})/iu;
const untilNameEnd = (text: string) => {
  const head = text.replace(NAME_END, '');
  const form = COUNTED_FORM.exec(text.slice(head.length));
  return form ? `${head}${form[0]}` : head;
};
const endName = (text: string) => {
  const cut = untilNameEnd(text).replace(NEXT_AMOUNT, '');
  // "celery all chopped": a quantifier says the participle is what the cook does to all of it.
  const quantified = QUANTIFIED_PARTICIPLE.exec(cut);
  if (quantified && isCutWord(quantified[1]!)) return cut.slice(0, quantified.index).trim();
  const last = LAST_WORD.exec(cut)?.[1];
  // Only a verb's participle: "cebolla morada en pluma" keeps its colour. A cooked food cut in
  // pieces after is had cooked ("3 huevos cocidos en rodajas", as "2 huevos cocidos"), while "1
  // onion fried in butter", "cigrons cuits (400 g)" name the onion, the chickpeas.
  const cookedThenCut =
    last !== undefined && isCookingParticiple(last) && CUT_INTO.test(text.slice(cut.length));
  return cut !== text && last && isCutWord(last) && !cookedThenCut
    ? cut.slice(0, -last.length).trim().replace(QUANTIFIER_END, '')
    : cut;
};

function measuredAt(text: string, amountLength: number, inList: boolean): FoundIngredient | null {
  // The name ends after the amount: "2 1/2 cups" is one amount, not a name cut at "1/2".
  const written = `${text.slice(0, amountLength)}${endName(text.slice(amountLength))}`
    .replace(/[.!?…,;:]+$/u, '')
    .trim();
  const line = parseLine({ quantity: '', unit: '', name: written });
  const name = stripOf(untilNameEnd(line.name));
  if (line.amount === null || line.header || !/\p{L}{2}/u.test(name) || NOT_FOOD.test(name)) return null;
  if (UNIT_ONLY.test(name)) return null;
  const food = findLeadingFood(name)?.food ?? null;
  // Outside the table, only an explicit weight or volume, or a list of what is needed, says it is an
  // ingredient ("You need: 3 avocados, 1 chilli").
  const short = name.split(/\s+/u).length <= 4;
  if (!food && !(short && ((line.unit !== null && MEASURED.has(line.unit)) || inList))) return null;
  const rest = written.slice(amountLength).trim();
  const form = toFormIngredient({ ...line, amount: line.amount, name }, stripOf(rest));
  // "2-3 patates", "2 o 3 ous": the range as the cook wrote it; the nutrition reads its mean.
  const range = /^(\d+)\s*(?:-|–|a|o|or|to)\s*(\d+)\s/u.exec(text);
  const counted = form.unit === 'unitats';
  const bare = bareFoodName(form.name, counted, !counted);
  return {
    ...form,
    // Cloves are counted pieces too: "4 dientes de ajo picados" → "ajo".
    name: counted && (line.unit === null || line.unit === 'clove') ? withoutPreparation(bare) : bare,
    quantity: range && form.unit === 'unitats' ? `${range[1]}-${range[2]}` : form.quantity,
    food,
    written: form.name,
  };
}

/** Participles of cutting and grating: "ratllades", "troceado", "picat", "chopped", "laminados". */
const CUT =
  /^(?:ratll|rall|trocead|trossejat|trossejad|picad|picat|tallad|tallat|cortad|laminad|laminat|chopped|diced|sliced|grated|minced)\p{L}*$/u;

/**
 * Foods counted in pieces are bought whole: a cut after them is what the cook does to them ("2
 * tomates ratllades", "1 pollo troceado" → "tomates", "pollo"), while a weighed food may be sold so
 * ("100 g formatge ratllat") and a cooked piece is had ready ("2 huevos cocidos", "1 patata bullida").
 */
function withoutPreparation(name: string) {
  const words = name.split(/\s+/u);
  // A participle the table names the food with stays: "bacallà dessalat" is sold so.
  const named = (w: string[]) => findLeadingFood(w.join(' '))?.words.endsWith(w.at(-1)!) ?? false;
  while (
    words.length > 1 &&
    (CUT.test(plain(words.at(-1)!)) || (isReadyingParticiple(words.at(-1)!) && !named(words)))
  )
    words.pop();
  return words.join(' ');
}

/**
 * A cut after a food the table does not name so ("perejil picado" → "perejil"), while a food sold
 * cut keeps it ("pan rallado", "formatge ratllat", "carn picada").
 */
function withoutUnnamedCut(name: string) {
  const words = name.split(/\s+/u);
  const last = words.at(-1)!;
  if (words.length < 2 || !(CUT.test(plain(last)) || isReadyingParticiple(last))) return name;
  const named = findLeadingFood(name)?.words.endsWith(last) ?? false;
  return named ? name : words.slice(0, -1).join(' ');
}

// A food named without an amount follows an article or a verb, or opens its segment: "la sal",
// "l'oli", "posa-hi sal", "sal".
const DETERMINER = /^(?:el|la|els|les|l['’]|un|una|uns|unes|del|dels|de|d['’]|los|las|the|some)$/iu;

const IN = /^(?:en|in)$/iu;
/** What follows a verb, never a food's next word: an article, a pronoun, an adverb in -ly. */
const VERB_FOLLOWER = /^(?:the|it|them|everything|all|\p{L}+ly|el|la|els|les|los|las|l['’]|tot|todo)$/iu;
const WATER = /^(?:aigua|agua|water)\b/iu;
const LEAVES_AFTER = /^\s+(?:leaves|leaf)(?!\p{L})/iu;
const POWDER = /(?<!\p{L})(?:powder|en\s+pols|en\s+polvo)(?!\p{L})/iu;

/** Foods named without an amount in a segment: "Bat els ous" → ous. */
function mentionsIn(segment: string): { food: LexiconEntry; words: string }[] {
  const words = segment
    .replace(/([ld]['’])/giu, '$1 ')
    .split(/\s+/u)
    .filter(Boolean);
  const found: { food: LexiconEntry; words: string }[] = [];
  words.forEach((_word, i) => {
    const before = words[i - 1] ?? '';
    // "fregeixo en oli", "fry in oil": a bare food after "en"/"in" is what the food cooks in.
    // Water to boil in ("bull els espaguetis en aigua") is no ingredient the cook buys.
    const inMedium = IN.test(before) && !WATER.test(words[i]!);
    // "Wrap tightly in foil", "Cream the butter": a verb opening its clause, not the food it spells.
    if (i === 0 && hasLexiconVerb(words[0]!) && VERB_FOLLOWER.test(words[1] ?? '')) return;
    if (i > 0 && !DETERMINER.test(before) && !inMedium && !hasActionVerb(before)) return;
    // "hasta que están doradas": after a verb, a participle says how the food ends, it is no food.
    if (i > 0 && !DETERMINER.test(before) && isParticipleOfVerb(words[i]!)) return;
    const rest = words
      .slice(i)
      .join(' ')
      .replace(/([ld]['’]) /giu, '$1');
    // A quoted speech's closing mark is no part of its last food ("Se sirve con aguacate.\"").
    const hit = findLeadingFood(rest.replace(/[.!?…"”»]+$/u, ''));
    // "curry leaves": where the table's food is a ground spice, its name's leaves are another plant's,
    // the food used ("basil leaves" are basil).
    const at = hit ? rest.indexOf(hit.words) : -1;
    const leaf =
      hit &&
      at >= 0 &&
      hit.food.aliases.some((alias) => POWDER.test(alias)) &&
      LEAVES_AFTER.exec(rest.slice(at + hit.words.length));
    if (hit) found.push(leaf ? { ...hit, words: `${hit.words}${leaf[0]}` } : hit);
  });
  return found;
}

// A note that writes the amount after the food: "ceba, 1.", "huevos, 6", "all, 2 grans",
// "patatas, 5 medianas": the food (a few words), a comma, the amount and at most one word more.
// Also after a dash, a colon or a space, as a prep sheet or a telegraphic list writes it: "harina de
// fuerza - 500 g", "butter - 1/3 cup", "almendra cruda pelada 200 g", "all-purpose flour - 1 1/2 cups".
const NAME_THEN_AMOUNT =
  /^\s*(\p{L}[\p{L}'’ -]{0,40}?)\s*(?:,|:|\s[-–]|(?=\s))\s*(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?|[½¼¾⅓])(?:\s+(\p{L}+))?\s*[.]?\s*$/u;

// A plan or a sheet that labels each line with its food: "Cigrons: 500 g en remull...", "Arròs
// integral: 400 g, 40 minuts". The weight or volume after the label is the food's, unless "de"
// names another food after it ("Salsa: 1 kg de tomàquet").
const LABEL_THEN_WEIGHT =
  /^\s*(\p{L}[\p{L}'’ -]{0,40}?)\s*:\s*(\d+(?:[.,]\d+)?\s*(?:g|gr|kg|ml|cl|l)(?!\p{L}))(?!\s*(?:de|d['’]|of)(?!\p{L}))(.*)$/u;

/** "botifarra 20 u", "huevos 6 uds.", "eggs 4 pcs": the pieces are the count itself. */
const PIECES = /^(?:u|uds?|unid|unids|unidades|unitats?|units?|pcs|pieces?)\.?$/iu;

// A sheet's line that leads from the food to its amount with dots or a dash, with a note after it:
// "Onions – 2, finely chopped", "Kabuli chana – 1 cup, soaked overnight", "carne picada ... 180 g
// (2 bolas)", and a baker's percentage before the weight ("farina fluixa ..... 100 % — 250 g").
const LEADER_LINE =
  /^\s*(\p{L}[\p{L}'’ -]{0,40}?)\s*(?:\.{2,}|…+|\s[-–—]+|\s{2,})\s*(?:\d+(?:[.,]\d+)?\s*%\s*(?:[-–—]|\.{2,}|…+)?\s*)?(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?|[½¼¾⅓])(?:\s*(\p{L}+\.?))?(\s*[,(].*)?\s*$/u;

/** "Onions – 2, finely chopped" → "2 Onions, finely chopped"; "Jeera – 1 tsp" → "1 tsp Jeera". */
function leaderLine(sentence: string): string | null {
  const match = LEADER_LINE.exec(sentence);
  if (!match) return null;
  const [, name = '', amount = '', written, rest = ''] = match;
  const word = written && PIECES.test(written) ? undefined : written;
  // "Dark brown sugar": a verb's word inside a name ("brown") is no verb where verbs stand.
  if (name.split(/\s+/u).length > 4 || hasVerbInPosition(name) || (word && NOT_FOOD.test(word))) return null;
  const unit = word ? parseLine({ quantity: '', unit: '', name: `${amount} ${word} ${name}` }).unit : null;
  const measured = unit !== null && unit !== 'piece';
  // A food the table does not know is still one when a unit measures it ("Haldi – ½ tsp").
  if (!findLeadingFood(name) && !measured) return null;
  if (!word) return `${amount} ${name}${rest}`;
  // A count's piece goes before the food, where the list writes it ("2 lonchas" of cheddar).
  const piece = !measured && bareFoodName(`${word} ${name}`, true) === name;
  return measured || piece ? `${amount} ${word} ${name}${rest}` : `${amount} ${name} ${word}${rest}`;
}

/**
 * A sheet's lines led from the food to its amount, read before the sentences are cut (dot leaders
 * would end a sentence): "sucre ..... 80 % — 200 g" → "200 g sucre".
 */
export const leaderLinesAmountFirst = (text: string) =>
  text
    .split('\n')
    .map((line) => leaderLine(line) ?? line)
    .join('\n');

/** "ceba, 1." → "1 ceba", "all, 2 grans" → "2 grans all", "patatas, 5 medianas" → "5 patatas medianas". */
export function amountFirst(sentence: string): string {
  const led = leaderLine(sentence);
  if (led !== null) return led;
  const label = LABEL_THEN_WEIGHT.exec(sentence);
  // "Pastry: 500 g strong white flour, 120 g lard": a label before a list of amounts is the part's
  // heading, not the first food's name (issue 34, set 9).
  const nextAmounts = [...(label?.[3] ?? '').matchAll(/,\s*(?:\d+(?:[.,]\d+)?|[½¼¾⅓⅔])\s*(\p{L}+)/gu)];
  // ... while "Arròs integral: 400 g, 40 minuts" times the rice.
  const headsAList = nextAmounts.some((m) => !NOT_FOOD.test(m[1]!));
  // The heading names no food either: the list is read without it.
  if (label && headsAList) return `${label[2]}${label[3]}`;
  if (label && findLeadingFood(label[1]!) && !hasActionVerb(label[1]!)) {
    // The line's capital is no part of the name ("Cigrons" → "cigrons"; "MSG" stays).
    const name = label[1]!.replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase());
    return `${label[2]} ${name}${label[3]}`;
  }
  const match = NAME_THEN_AMOUNT.exec(sentence);
  // "Pa' 6" (para 6) gives the servings: no bread.
  if (!match || findServings(sentence) !== null) return sentence;
  const [, name = '', amount = '', written] = match;
  const word = written && PIECES.test(written) ? undefined : written;
  if (name.split(/\s+/u).length > 3 || !findLeadingFood(name) || hasActionVerb(name)) return sentence;
  if (!word) return `${amount} ${name}`;
  // "Llenties estofades, 4 racions" gives the servings, not an amount.
  if (NOT_FOOD.test(word)) return sentence;
  // The word after the amount is its unit ("1 culleradeta") or describes the food ("5 medianas").
  const asUnit = parseLine({ quantity: '', unit: '', name: `${amount} ${word} ${name}` });
  return asUnit.unit !== null && asUnit.unit !== 'piece'
    ? `${amount} ${word} ${name}`
    : `${amount} ${name} ${word}`;
}

/**
 * A capital is no part of a food's name: the form, the catalogue and the autofill conventions write
 * names lowercase ("500 g farina" for "Farina, 500 g"; "pimentón de la vera", "queso paraguay", "old
 * bay" for a place's or a brand's capital: issue 34, set 14). Each word in sentence case loses it;
 * an acronym ("AOVE", "PAN") or a word with a capital inside ("McCormick") is spelled so on purpose
 * and stays.
 */
export function withoutSentenceCapital(name: string): string {
  return name.replace(/(?<![\p{L}\d])\p{Lu}(?=\p{Ll}*(?![\p{L}\d]))/gu, (c) => c.toLowerCase());
}

/** A line of an ingredient block with no amount: a few words, no stop, no verb where verbs stand. */
const BARE_LINE_WORDS = 6;
// A part's label before its list ("BARA: 2 cups flour, ...", "TOPPINGS: shado beni chutney, cucumber"):
// the list is the block's line, each of its items a few words.
const PART_LABEL = /^\s*\p{L}+\s*:\s*/u;
const TO_SERVE_WITH =
  /\s+(?:(?:per\s+a|per|para|pa)\s+(?:acompanyar|acompañar|servir|decorar|guarnir|adornar)|to\s+(?:serve|garnish)|on\s+the\s+side)\s*\.?$/iu;
const isBareLine = (s: string) =>
  // A labelled list may end on a stop ("Relleno: frijoles rojos fritos, queso duro rallado.").
  !/[\d.!?:]\s*$|[\d½¼¾⅓⅔]/u.test(PART_LABEL.test(s) ? s.replace(/\.\s*$/u, '') : s) &&
  s
    .replace(PART_LABEL, '')
    .replace(/\([^)]*\)/gu, ' ')
    .split(',')
    // "papas fritas y arroz blanco para acompañar": what the dish is served with, a few words each.
    .every((item) => item.replace(TO_SERVE_WITH, '').trim().split(/\s+/u).length <= BARE_LINE_WORDS) &&
  !hasVerbInPosition(s.replace(PART_LABEL, ''));
const isAmountLine = (s: string) =>
  /^\s*(?:\d|[½¼¾⅓⅔])/u.test(s.replace(PART_LABEL, '')) && !hasVerbInPosition(s.replace(PART_LABEL, ''));
// What a block line says after its food: "lo que vulgueu", "(optional)"; the rest ends where a
// measured name ends ("per servir", "for filling", "hasta cubrirlas").
// "Salt – as per taste", "sal ..... al gust": a sheet's leader or dash ends the name too.
// "pebre negre acabat de moldre", "pimienta recién molida": how fresh, no part of the name.
const AFTER_FOOD =
  /\s*(?:\.{2,}|…+|\s[-–—]+(?=\s|$)).*$|\s+(?:lo|el|la|what)\s+(?:que|you)\s+.*$|\s+(?:opcional|optional)$|\s+acaba(?:t|da|ts|des|do|dos|das)\s+de\s+\p{L}+$|\s+reci[eé]n\s+\p{L}+$/iu;
// "a small bunch of mint", "a wee handful of chives", "un grapat de": how much, said in words.
const WORDED_AMOUNT =
  /^(?:an?|some|un|una|uns|unes|unos|unas)\s+(?:\p{L}+\s+)?(?:bunch|handful|sprig|few|knob|dash|drizzle|manat|grapat|branqueta|branca|ramita|rama|puñado|pizca|chorrito|pessic)\p{L}*\s+(?:of|de|d['’])\s*/iu;
const blockName = (part: string) =>
  part.replace(WORDED_AMOUNT, '').replace(AFTER_FOOD, '').replace(NAME_END, '').trim();

/**
 * "pimentón dulce y picante", "pebre blanc i negre": two kinds of one food, named by the food alone
 * (a line's only two parts, the second one word that names no food).
 */
function bothKinds(parts: readonly string[]): string | undefined {
  if (parts.length !== 2 || /\s/u.test(parts[1]!.trim()) || findLeadingFood(parts[1]!)) return undefined;
  const kind = parts[0]!.trim();
  const food = kind.replace(/\s+\p{L}+$/u, '');
  const whole = findLeadingFood(kind);
  const bare = findLeadingFood(food);
  return food !== kind && whole && bare?.words === food && bare.food.ndb === whole.food.ndb
    ? food
    : undefined;
}

/**
 * The lines without an amount of an ingredient block (a run of short lines, two or more of them
 * with an amount): each names its food whole as the cook wrote it ("chocolate buttons", "mini
 * marshmallows", "allioli, lo que vulgueu" → "allioli", "pebre negre al gust"), whether the table
 * knows it or not; a line of several foods ("sal i pebre") gives each one the table knows.
 */
function blockLineNames(sentences: readonly string[]): string[] {
  const names: string[] = [];
  let run: string[] = [];
  // "Masa: 1 kg de harina, 2 cucharaditas de sal, ...": a labelled line of amounts holds several.
  const amountsIn = (line: string) =>
    isAmountLine(line) ? Math.max(1, line.replace(PART_LABEL, '').split(/,\s*(?=\d|[½¼¾⅓⅔])/u).length) : 0;
  const close = () => {
    if (run.reduce((sum, line) => sum + amountsIn(line), 0) >= 2) {
      // From the first amount on (a title or a heading above the block is no food), and a heading
      // among the lines ("Elaboración", "Method") names none either.
      const lines = run.slice(run.findIndex(isAmountLine));
      for (const line of lines.filter((l) => isBareLine(l) && !isListSentence(l) && !isMetaSentence(l))) {
        const labelled = PART_LABEL.test(line);
        // A note in parentheses after a labelled list's item ("pepper sauce (slight or heavy)") is no item.
        const listed = labelled
          ? line
              .replace(PART_LABEL, '')
              .replace(/\([^)]*\)/gu, ' ')
              .replace(/\.\s*$/u, '')
          : line;
        const parts = listed.replace(VAGUE, ' ').split(SEGMENT).map(blockName);
        // A labelled list names a food in each item, known to the table or not.
        const foods = parts.filter((p) => /\p{L}{2}/u.test(p) && (labelled || findLeadingFood(p)));
        // The line's first words are its food even when the table lacks it; what follows a comma
        // is a comment ("lo que vulgueu") unless it is a food too.
        const first = bothKinds(parts) ?? parts[0] ?? '';
        names.push(...(foods.length > 1 ? foods : /\p{L}{2}/u.test(first) ? [first] : []));
      }
    }
    run = [];
  };
  for (const sentence of sentences) {
    if (isAmountLine(sentence) || isBareLine(sentence)) run.push(sentence.trim());
    else close();
  }
  close();
  return names;
}

const POSSESSIVE = /^\s*(?:su|sus|seu|seva|seus|seves|el\s+seu|la\s+seva|its|their)\s+/iu;
/** A part's label before its amounts: "Stew: 1 kg stewing beef, ...", "Sadza: 1.5 litres water". */
const PART_OF_AMOUNTS = /^\s*(\p{L}+)\s*:\s*(?:\d|[½¼¾⅓⅔])/u;
const OPENS_VAGUE = new RegExp(`^\\s*(?:[-*•·–]\\s*)?(?:${VAGUE.source})`, 'iu');

/** The foods of list sentences said with a vague amount ("un grapat de llardons"), a few words each. */
function vaguelyListed(sentences: readonly string[]): string[] {
  return (
    sentences
      .flatMap((s) => withHalves(amountFirst(s)).split(SEGMENT))
      .filter((segment) => OPENS_VAGUE.test(segment))
      // "un poco de su caldo": the food's own, named without its possessive.
      .map((segment) =>
        blockName(segment.replace(OPENS_VAGUE, '').replace(POSSESSIVE, '')).replace(/[.!?…]+$/u, ''),
      )
      .filter((name) => /\p{L}{2}/u.test(name) && name.split(/\s+/u).length <= 3 && !hasVerbInPosition(name))
  );
}

/**
 * The ingredients of the explanation, in order: first every amount with its food ("500 g de
 * patates", "una ceba"), then foods named without an amount ("sal", "l'oli"), once each.
 */
export function findIngredients(sentences: readonly string[]): FoundIngredient[] {
  // ", and a splash of milk": the conjunction after a list's comma opens no name.
  const segmentsOf = (s: string) =>
    withHalves(amountFirst(s))
      .replace(SPOKEN_PARA, 'para')
      .replace(VAGUE, ' ')
      .split(SEGMENT)
      .map((segment) => segment.replace(/^\s*(?:and|i|y)\s+/iu, ''))
      .filter(Boolean);
  const segments = sentences.flatMap(segmentsOf);
  // A list names what is needed: a sentence of several amounts, or a line of its own that opens with
  // an amount and does nothing ("6 ripe tomatoes", a line of an ingredient block).
  const isItemLine = (s: string) => /^\s*(?:\d|[½¼¾⅓⅔])/u.test(s) && !hasVerbInPosition(s);
  const listed = new Set(sentences.filter((s) => isListSentence(s) || isItemLine(s)).flatMap(segmentsOf));
  const found: FoundIngredient[] = [];
  const foods = new Set<string>();
  const names = new Set<string>();
  const isVariety = (name: string) => {
    const leading = findLeadingFood(name);
    const rest = leading ? name.slice(leading.words.length) : '';
    return (
      !names.has(`=${plain(name)}`) &&
      /\p{L}/u.test(rest) &&
      !(/^\s*(?:de|d['’]|of)\s*/iu.test(rest) && findFood(rest))
    );
  };
  // The part of the dish each food was first measured for ("Stew: ... 500 ml water").
  const partOfFood = new Map<string, string>();
  const measuredVarieties = new Set<string>();
  const add = ({ written: asWritten, ...written }: FoundIngredient, listedApart = false, part = '') => {
    const item = { ...written, name: withoutSentenceCapital(written.name) };
    // "el vi" after "1 got de vi blanc" is the same wine, whatever the table says.
    const nameWords = tokeniseName(item.name);
    // Two measured rows of one food named apart are two ingredients ("1 kg de papa criolla, 500 g de
    // papa sabanera"), and so are two lines of a block sharing no word ("100 g de manteca vegetal",
    // "mantequilla crema": the table reads both as butter); a bare mention of a food already listed
    // is the same one. Not when the name goes on "de" another food ("2 medidas de yogur de azúcar").
    // A food measured again for another part is another row ("Sadza: 1.5 litres water").
    const otherPart = part !== '' && item.food !== null && (partOfFood.get(item.food.ndb) ?? part) !== part;
    // After a measured variety ("1/4 lb salt pork"), the food measured under its own name ("1 tsp
    // salt") is another row too.
    const afterVariety =
      item.food !== null && measuredVarieties.has(item.food.ndb) && !names.has(`=${plain(item.name)}`);
    const variety = item.quantity !== '' && isVariety(item.name);
    const apart =
      (item.quantity !== '' && (variety || otherPart || afterVariety)) ||
      (listedApart && !nameWords.some((w) => names.has(w)));
    const key =
      item.food && foods.has(item.food.ndb) && apart
        ? `${item.food.ndb} ${plain(item.name)}`
        : (item.food?.ndb ?? plain(item.name));
    // A word left out of the name is still this food's: "de pera" names no pear.
    const writtenWords = tokeniseName(asWritten ?? item.name);
    // A block's line of its own repeats a food only by the food's own words: "pebre negre" under
    // "100 ml de vi negre" is the pepper, "aceite de oliva pa freír" the oil already listed.
    const foodWords = listedApart ? tokeniseName(findLeadingFood(item.name)?.words ?? item.name) : nameWords;
    const repeated = listedApart ? foodWords.every((w) => names.has(w)) : foodWords.some((w) => names.has(w));
    if (foods.has(key) || (item.quantity === '' && repeated)) return;
    foods.add(key);
    if (variety && item.food) measuredVarieties.add(item.food.ndb);
    if (item.food && !partOfFood.has(item.food.ndb)) partOfFood.set(item.food.ndb, part);
    names.add(`=${plain(item.name)}`);
    for (const word of writtenWords) names.add(word);
    found.push(item);
  };
  for (const sentence of sentences) {
    const part = PART_OF_AMOUNTS.exec(sentence)?.[1]?.toLowerCase() ?? '';
    for (const segment of segmentsOf(sentence)) {
      for (const item of measuredIn(segment, listed.has(segment))) add(item, false, part);
    }
  }
  // "Un grapat de llardons, 3 cullerades d'oli, 2 alls": in a list, a food said with a vague amount is
  // named whether the table knows it or not.
  for (const name of vaguelyListed(sentences.filter((s) => isListSentence(s) || isItemLine(s)))) {
    const food = findLeadingFood(name)?.food ?? null;
    add({ quantity: '', unit: '', name: bareFoodName(name, false).toLowerCase(), food }, true);
  }
  for (const name of blockLineNames(sentences)) {
    const food = findLeadingFood(name)?.food ?? null;
    add(
      { quantity: '', unit: '', name: withoutUnnamedCut(bareFoodName(name, false).toLowerCase()), food },
      true,
    );
  }
  for (const segment of segments) {
    for (const { food, words } of mentionsIn(segment)) {
      add({ quantity: '', unit: '', name: words.toLowerCase(), food });
    }
  }
  const text = plain(sentences.join(' '));
  for (const [pattern, ...names] of SALT_AND_PEPPER) {
    if (!pattern.test(text)) continue;
    for (const name of names) {
      const food = findLeadingFood(name)?.food ?? null;
      add({ quantity: '', unit: '', name, food });
    }
  }
  return found;
}
