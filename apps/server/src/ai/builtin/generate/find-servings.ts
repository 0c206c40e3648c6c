import { SERVINGS_MAX } from '@receptari/shared/recipes/recipes.rules';
import { NUMBER, plain, readCount } from './count-words.ts';

const PEOPLE =
  '(?:persones|persona|comensals|racions|racio|porcions|porcio|comensal|personas|comensales|raciones|racion|porciones|porcion|people|persons|servings|serving|portions|portion|covers|coberts|cubiertos|pax|hostes|convidats|invitats|huespedes|invitados|guests)';

/** Measures after a yield's number say it is an amount, not pieces. */
const AMOUNT_WORDS =
  'g|gr|grams?|gramos?|kg|ml|cl|dl|l|litres?|liters?|litros?|cups?|tasses?|tassa|tazas?|oz|ounces?|lb|pounds?|pints?|quarts?';

/** What a drink or a soup is served in, one per person: "per a 2 tasses", "makes 2 cups.", "3 bowls". */
const SERVED_IN =
  '(?:tasses|tassa|tazas|taza|cups?|mugs?|glasses|vasos|gots|bowls?|bols|boles|platos|plats|plates|cuencos)';

/** A time or a temperature after a number: "for 10 minutes:" is no servings. */
const TIME_WORDS = 'minuts?|minutos?|minutes?|mins?|hores?|horas?|hours?|h|graus|grados|degrees';

const PHRASES: readonly RegExp[] = [
  // A label: "Racions: 10", "Ració: 1", "Raciones: 6", "Servings: 4", "Yield: 20 portions", "Comensals - 6"
  // A word counted by a number before it ("per 4 persones:\n1 pollastre") is no label, and a label's
  // number is on its line; a figure "per ració" ("Cost per ració: 1,35 €") is a price or a nutrient.
  new RegExp(
    `(?<!\\p{L}|\\d[^\\S\\n]*|(?:per|por)\\s+)(?:racions|raciones|porcions|porciones|racio|racion|porcio|porcion|servings|serving|serves|comensals|comensales|persones|personas|people|rendiment|rendimiento|yield)[^\\S\\n]*[:\\-–][^\\S\\n]*${NUMBER}(?![\\p{L}\\d]|[.,]\\d)(?!\\s*(?:${AMOUNT_WORDS})(?!\\p{L}))`,
    'u',
  ),
  // "Serves 6.", "rinde 4": said of the dish, before any people the text counts ("to the 47 people asking").
  new RegExp(`(?:serves|rinde|rendeix)\\s+${NUMBER}(?!\\p{L})`, 'u'),
  // "feeds 6", "feeds 4 easy", "enough for 3 bowls", "alimenta 4", "dona per a 4", "da para 4"
  new RegExp(
    `(?<!\\p{L})(?:feeds|enough\\s+for|alimenta|dona\\s+per\\s+a|da\\s+para)\\s+(?:about|around|up\\s+to|uns|unes|unos|unas)?\\s*${NUMBER}(?![\\p{L}\\d]|[.,]\\d)(?!\\s*(?:${AMOUNT_WORDS})(?!\\p{L}))`,
    'u',
  ),
  // "Per a 2 tasses.", "Makes 2 cups.", "salen 4 platos": one each; "makes 2 cups of sauce" is an amount.
  new RegExp(
    `(?:per\\s+a|per|para|pa['’]?|for|makes|surten|salen|yields?)\\s+(?:about|around|unes|uns|unos|unas)?\\s*${NUMBER}\\s+${SERVED_IN}(?!\\p{L})(?!\\s+(?:of|de|d['’]))`,
    'u',
  ),
  // "és per a 6", "esto es para 6 y sobra", "this is for 4 hungry ones": what the dish is for, said
  // with the verb "to be", is its servings whatever follows.
  new RegExp(
    `(?<!\\p{L})(?:es|son|is|are|it's|its)\\s+(?:per\\s+a|per|para|for)\\s+(?:unes|uns|unos|unas|about|around)?\\s*${NUMBER}(?![\\p{L}\\d]|[.,]\\d)(?!\\s*(?:${AMOUNT_WORDS})(?!\\p{L}))`,
    'u',
  ),
  // "for eight of us", "per a sis de nosaltres", "feeds the 6 of us": the people are the cook's own.
  new RegExp(
    `(?:per\\s+a|per|para|for|feeds)\\s+(?:(?:the|els|les|los|las)\\s+)?${NUMBER}\\s+(?:of\\s+us|de\\s+nosaltres|de\\s+nosotros)(?!\\p{L})`,
    'u',
  ),
  // Whom the list below is for, closing its line with a colon: "My version, for 2:", "la receta para
  // 40 cargadores:"; said right above the ingredients, it wins over people counted in the story ("a
  // queue of 18 people").
  new RegExp(
    `(?:per\\s+a|per|para|pa['’]?|for)\\s+${NUMBER}(?:\\s+(?!(?:${AMOUNT_WORDS}|${SERVED_IN}|${TIME_WORDS})(?!\\p{L}))\\p{L}+)?[^\\S\\n]*:[^\\S\\n]*(?=\\n)`,
    'u',
  ),
  // A line that only says whom the dish is for: "Per a 3 tripulants.", "For 4 hungry kids!", "Para
  // los 6 del turno de noche.", after
  // its speaker's or writer's label if any ("ROVELLÓ: Per a vuit pastors!", "Ana: for 6 friends").
  new RegExp(
    `(?:^|\\n)[^\\S\\n]*(?:\\p{L}+[^\\S\\n]*:[^\\S\\n]*)?(?:per\\s+a|per|para|for)\\s+(?:(?:els|les|los|las|the)\\s+)?${NUMBER}\\s+(?!(?:${AMOUNT_WORDS}|${SERVED_IN}|${TIME_WORDS})(?!\\p{L}))\\p{L}+(?:[^\\S\\n]+\\p{L}+){0,3}[^\\S\\n]*[.!]?[^\\S\\n]*(?=\\n|$)`,
    'u',
  ),
  // "per a 4 persones", "para 6 personas", "for 2 people"
  new RegExp(`(?:per\\s+a|per|para|pa['’]?|for)\\s+${NUMBER}\\s+${PEOPLE}(?!\\p{L})`, 'u'),
  // "4 racions", "surten 6 porcions", "serves 4"
  new RegExp(`(?<![\\p{L}\\d])${NUMBER}\\s+${PEOPLE}(?!\\p{L})`, 'u'),
  // "Amanida per a 2: ...", a heading that names the servings alone
  // ... or with what it is made in after it: "Para 8 (el molde grande de 22 cm)."
  // Spoken Spanish's "pa" (or "pa'") is "para" there: "Pa 5 platos:", "(pa 10)", "Pa' 6".
  new RegExp(`(?:per\\s+a|para|pa['’]?|for)\\s+${NUMBER}(?=\\s*(?:[:.,;()\\n]|$))`, 'u'),
  // A yield, for what is counted in pieces (biscuits, muffins, croquettes): "en surten unes 30",
  // "salen 16 magdalenas", "makes about 10", "yields 6", "cut into 12 squares"; never an amount
  // ("makes 2 cups", "surten 500 g").
  new RegExp(
    `(?<!\\p{L})(?:surten|surt|salen|sale|makes|yields?|cut\\s+into|cuts\\s+into|es\\s+tallen\\s+en|se\\s+cortan\\s+en)\\s+(?:unes|uns|unos|unas|about|around|aprox\\.?)?\\s*${NUMBER}(?![\\p{L}\\d]|[.,]\\d)(?!\\s*(?:${AMOUNT_WORDS})(?!\\p{L}))`,
    'u',
  ),
];

/** The servings the explanation names ("per a 4 persones", "4 racions"), or null when it names none. */
export function findServings(explanation: string): number | null {
  const text = plain(explanation);
  for (const phrase of PHRASES) {
    const match = phrase.exec(text);
    if (!match) continue;
    const count = Math.round(readCount(match[1]!));
    if (count >= 1 && count <= SERVINGS_MAX) return count;
  }
  return null;
}
