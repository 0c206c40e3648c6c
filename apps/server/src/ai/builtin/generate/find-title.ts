import { caAssistant } from '@receptari/shared/i18n/ca-assistant';
import { fill } from '@receptari/shared/i18n/fill';
import { hasActionVerb, hasLexiconVerb } from './cooking-verbs.ts';
import { plain } from './count-words.ts';
import { findLeadingFood } from './find-leading-food.ts';
import { findTitleLine } from './find-title-line.ts';
import type { Language } from '../chat/knowledge/knowledge-entry.ts';

/** Articles between the verb and the dish: "per fer una truita", "para hacer unas croquetas". */
const ARTICLE = String.raw`(?:(?:una?|uns|unes|el|la|els|les|unos|unas|los|las|an?|the|some)\s+|l['’])?`;

/** Where the dish's name stops: servings, "necessitem", punctuation, the end. */
const STOP = String.raw`(?=\s+(?:per\s+a|per|para|for)\s+(?:\d|un|una|dos|dues|tres|quatre|cinc|sis|cuatro|cinco|seis|set|siete|vuit|ocho|deu|diez|dotze|doce|two|three|four|five|six|seven|eight|ten|twelve)(?!\p{L})|\s+(?:necessit|cal\b|calen\b|necesit|hace\s+falta|hacen\s+falta|you\s+need|we\s+need|you'll\s+need)|\s+(?:i|y|and)\s+(?:necessit|necesit|cal\b)|[,.:;!?()\n]|$)`;

// Catalan's "fer servir" is to use: "Farem servir 500 g de farina" names what is used, no dish.
const DISH_PHRASES: readonly RegExp[] = [
  new RegExp(
    String.raw`(?:\bper\s+(?:a\s+)?(?:fer|preparar|cuinar|elaborar)|\bpara\s+(?:hacer|preparar|cocinar|elaborar)|\bto\s+(?:make|cook|prepare))\s+${ARTICLE}(.+?)${STOP}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:farem|cuinarem|prepararem|haremos|prepararemos|vamos\s+a\s+(?:hacer|preparar)|let's\s+make|(?:vaig|vam|he|hem)\s+(?:fer|preparar|cuinar)|hice|hicimos|prepar[eé]|(?:i|we)\s+made)\s+(?!servir(?!\p{L}))${ARTICLE}(.+?)${STOP}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:recepta|receta)\s+(?:de\s+(?:la\s+|les\s+|l['’])?|del\s+|dels\s+|d['’])(.+?)${STOP}`,
    'iu',
  ),
  new RegExp(String.raw`\brecipe\s+for\s+${ARTICLE}(.+?)${STOP}`, 'iu'),
];

/** Headings and labels of a written recipe, never its name: "Ingredients", "Preparació", "Serves:". */
const HEADING_WORD =
  /^(?:ingredients?|ingredientes|preparacio|preparacion|elaboracio|elaboracion|passos|pasos|instruccions|instrucciones|method|steps|directions|metode|procediment|procedimiento|notes?|notas|serves|servings?|yield|makes|racions|raciones|porciones|porcions|comensals|comensales|prep|cook|time|temps|tiempo)\b/u;

/**
 * A label that names the dish: "Receta: Tortilla de patatas", "RECIPE: Lemon Drizzle Cake", "Title:
 * Mum's Apple Crumble", "Nom del plat: Crema de carbassa". The name is what follows it.
 */
const TITLE_LABEL =
  /^[^\S\n]*(?:recepta|receta|recipe|title|t[ií]tol|t[ií]tulo|nom\s+del\s+plat|nom\s+de\s+la\s+recepta|nombre\s+del\s+plato|nombre\s+de\s+la\s+receta|plat|plato|dish|name\s+of\s+the\s+dish)[^\S\n]*:[^\S\n]*([^\n]+?)[^\S\n]*$/imu;
// An order form's or a record's header (member, product, pickup) may fill several lines above it.
const LABEL_LINES_LOOKED = 8;
/** A labelled name may run longer than a guessed one ("Fesols de Santa Pau amb botifarra i ceba confitada"). */
const LABELLED_TITLE_WORDS = 12;

/** The dish a title label names in the text's first lines, or null. */
function labelledDish(explanation: string): DishPhrase | null {
  // A form's blank lines count for nothing: the label stands among its first filled lines.
  const head = explanation
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, LABEL_LINES_LOOKED)
    .join('\n');
  const match = TITLE_LABEL.exec(head);
  const name = match?.[1]?.replace(/[.!]+$/u, '').trim();
  if (!match || !name || name.split(/\s+/u).length > LABELLED_TITLE_WORDS) return null;
  return { title: capitalise(name), phrase: match[0].trim() };
}

/** A dish name is a few words; longer matches are a sentence caught by mistake. */
const MAX_TITLE_WORDS = 7;

export interface DishPhrase {
  /** The dish, capitalised: "Truita de patates". */
  readonly title: string;
  /** The whole phrase ("Per fer una truita de patates"), kept out of the ingredient search. */
  readonly phrase: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words a dish's name opens with, besides the foods of the table ("Pollastre al forn"). */
const DISH_WORDS =
  /^(?:amanida|sopa|crema|truita|pastis|coca|guisat|estofat|arros|fideua|paella|escudella|croquetes|canelons|macarrons|pizza|tortilla|ensalada|salad|soup|cake|stew|salsa|brou|pure|flam|galetes|bizcocho|pastel|tarta|batut|gaspatxo|gazpacho|risotto|lasanya|hummus|torrades|coques|magdalenes|romesco|salvitxada|calcots?|panellets|escalivada|samfaina|pisto|allioli|suquet|fricando|xato|esqueixada|trinxat|escudella|canelons|carquinyolis|salmorejo|fabada|paella)\b/u;

/** "truita", "Sopa", "croquetes": a word that names a kind of dish. */
export const isDishWord = (word: string) => DISH_WORDS.test(plain(word));

/** Every word of four letters or more capitalised, at least two of them: "Brown Butter Chocolate Chip Cookies". */
function isTitleCase(line: string): boolean {
  const long = line.split(/[\s-]+/u).filter((w) => /^\p{L}{4,}/u.test(w));
  return long.length >= 2 && long.every((w) => /^\p{Lu}/u.test(w));
}

/** An opening line that names the dish: "Pollastre al forn amb patates.", "Amanida per a 2: ...". */
function openingDish(explanation: string): DishPhrase | null {
  // "My mum's scones — makes 10": a dash before the yield ends the name too.
  const line =
    /^\s*([^\n.:!?(]+?)(?=\s+(?:per\s+a|para|for)\s|\s+[—–-]\s+(?:makes|serves|yields?|surten|salen|rinde|rendeix|per\s+a|para|for)\s|\s*\(|\s*[\n.:!?]|$)(.?)/u.exec(
      explanation,
    );
  const opening = line?.[1]?.trim();
  // "Faig les llenties així: les poso..." leads into the steps; "Ceviche: 500 g..." names the dish.
  const after = explanation.slice((line?.index ?? 0) + (line?.[0].length ?? 0)).trimStart();
  const leadsIn = line?.[2] === ':' && /^\p{Ll}/u.test(after) && !/^(?:una?|dos|dues|two|one)\s/u.test(after);
  if (!opening || /\d/u.test(opening) || opening.split(/\s+/u).length > MAX_TITLE_WORDS - 1) return null;
  const words = plain(opening);
  const [first = '', ...rest] = opening.split(/\s+/u);
  // "Roast potatoes", "Pollo asado": a verb may open a dish's name when a food follows it bare;
  // "Bull l'aigua" or "Peel the potatoes" are steps.
  const namedByVerb =
    hasLexiconVerb(first) && rest.length > 0 && rest.length <= 2 && findLeadingFood(rest.join(' '));
  if (namedByVerb) return { title: capitalise(opening), phrase: opening };
  // A line of its own in title case ("Brown Butter Chocolate Chip Cookies", "Roast Leg Of Lamb") is a
  // name, whatever verb its first word spells: a step does not capitalise its every word.
  const ownLine = explanation.trimStart().split('\n')[0]?.trim() === opening;
  if (ownLine && isTitleCase(opening)) return { title: capitalise(opening), phrase: opening };
  // "Paella valenciana", "Cassola de peix": the pan a dish is named after is no verb.
  if (hasLexiconVerb(first) && !isDishWord(first)) return null;
  // A short line of its own before the text goes on ("Guacamole.", "Chilli con carne for 6.") is
  // the dish's name even when no lexicon knows the dish.
  const standsAlone =
    opening.split(/\s+/u).length <= 4 &&
    explanation.trim().length > opening.length + 20 &&
    !leadsIn &&
    !HEADING_WORD.test(words);
  if (!(standsAlone || DISH_WORDS.test(words) || findLeadingFood(opening))) return null;
  return { title: capitalise(opening), phrase: opening };
}

const HEAD_LINES_LOOKED = 4;
const isAllCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);

/**
 * A magazine's masthead, a book's running head or a chapter's heading in capitals ("LA LLAR.
 * Revista setmanal...", "SOUPS AND CHOWDERS.   97") stands above the dish's own name, a short line
 * of its own in ordinary case closed by a stop ("Bacallà a la llauna.", "Fish Chowder.") or set apart by blank lines: that
 * line is the title, not the heading.
 */
function nameBelowCapitalHeading(explanation: string): DishPhrase | null {
  const lines = explanation
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, HEAD_LINES_LOOKED);
  const heading = /^[^.:!?(]+/u.exec(lines[0] ?? '')?.[0] ?? '';
  if (!isAllCapitals(heading)) return null;
  // ... or set apart by blank lines above and below, as a programme or a bulletin prints it ("Coca de sucre").
  const apart = new Set(
    [...explanation.matchAll(/\n[^\S\n]*\n[^\S\n]*([^\n]+?)[^\S\n]*\n[^\S\n]*\n/gu)].map((m) => m[1]!),
  );
  for (const line of lines.slice(1)) {
    const name = (
      /^(\p{Lu}[^\d.:!?;()]+)\.$/u.exec(line)?.[1] ??
      (apart.has(line) ? /^\p{Lu}[^\d.:!?;()]+$/u.exec(line)?.[0] : undefined)
    )?.trim();
    if (!name || isAllCapitals(name) || HEADING_WORD.test(plain(name))) continue;
    if (name.split(/\s+/u).length <= MAX_TITLE_WORDS) return { title: name, phrase: name };
  }
  return null;
}

/** The dish the explanation says it makes, e.g. "Per fer una truita de patates..." → "Truita de patates". */
export function findDish(explanation: string): DishPhrase | null {
  // "Calçots amb romesco. ... per fer el romesco": a name standing first wins over a later "per fer",
  // and a line above the servings or the ingredients is the name whatever its words.
  const first = /^[^\n.!?]*/u.exec(explanation)?.[0] ?? '';
  const line = findTitleLine(explanation);
  return (
    labelledDish(explanation) ??
    dishPhraseIn(first) ??
    dishPhraseIn(first, [MAKING_NOW]) ??
    (line ? { title: capitalise(line), phrase: line } : null) ??
    nameBelowCapitalHeading(explanation) ??
    openingDish(explanation) ??
    dishPhraseIn(explanation)
  );
}

/**
 * "Fem un pa de pessic per a vuit", "Hoy hago unas croquetas", "We're making a pavlova": the present
 * of making with an indefinite article names the dish, in the opening sentence only ("fem un
 * sofregit" further down is a step).
 */
const MAKING_NOW = new RegExp(
  String.raw`\b(?:fem|faig|estic\s+fent|hacemos|hago|estoy\s+haciendo|we\s+make|i\s+make|(?:we're|we\s+are|i'm|i\s+am)\s+making)\s+(?:una?|unes|uns|unos|unas|an?|some)\s+(.+?)${STOP}`,
  'iu',
);

/** "Per fer una truita de patates...", "Receta de...": the dish a phrase names, or null. */
function dishPhraseIn(explanation: string, patterns: readonly RegExp[] = DISH_PHRASES): DishPhrase | null {
  for (const pattern of patterns) {
    const match = pattern.exec(explanation);
    const found = match?.[1]?.trim();
    if (!match || !found) continue;
    // "Para hacer unas patatas a lo pobre pelo 4 patatas...": the dish ends where a verb begins.
    const words = found.split(/\s+/u);
    const verbAt = words.findIndex((word, i) => i > 0 && hasActionVerb(word));
    const dish = verbAt > 0 ? words.slice(0, verbAt).join(' ') : found;
    if (dish.split(/\s+/u).length > MAX_TITLE_WORDS) continue;
    const phrase = verbAt > 0 ? match[0].slice(0, match[0].lastIndexOf(words[verbAt]!)) : match[0];
    return { title: capitalise(dish), phrase };
  }
  return null;
}

/** Without a dish named, the main ingredients make the title, in the cook's language: "Patates amb ous i ceba". */
export function titleFromIngredients(names: readonly string[], language: Language): string {
  const words = caAssistant.builtinAi[language];
  const [first, ...rest] = names.slice(0, 3).map((name) => name.toLowerCase());
  if (!first) return '';
  const tail = rest.length === 0 ? '' : fill(words.titleWith, { foods: rest.join(words.and) });
  return `${first.charAt(0).toUpperCase()}${first.slice(1)}${tail}`;
}
