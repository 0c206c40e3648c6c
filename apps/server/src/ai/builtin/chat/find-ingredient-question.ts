import { findFood, findWholeFood } from '../nutrition/find-food.ts';
import { isFalseFriend } from './false-friend-food-words.ts';
import type { Language } from './knowledge/knowledge-entry.ts';
import { foldAccents, isStopword, splitWords } from './tokenise-question.ts';

// "Què puc fer amb...", "¿Qué cocino con...?", "What can I make with...", "Tinc ous i ceba, què cuino?",
// "Idees de sopar amb tonyina", "quick dinner with canned tuna", "tengo arroz de ayer, q hago",
// "leftover turkey and cream, anything in your recipes?".
const ASKS_WHAT =
  /\b(?:que|q|k|what|idea|idees|ideas|sopar|dinar|cena|comida|dinner|lunch|supper|aprofit\w*|aprovech\w*|use up|recomanes|recomiendas|recommend|suggest|anything|something|algo|alguna cosa|quelcom|res)\b/u;
// Saying one has the foods, not naming a dish "amb" them ("pa amb tomàquet", "lentejas con chorizo").
// "Me sobraron tortillas", "m'ha sobrat arròs", "leftover rice", "només queden 4 ous": what is left is
// what the cook has.
const HAVING_WORDS =
  "tinc|tengo|i have|i've got|i got|got|queda|queden|quedan|left|leftovers?|sobra\\w*|sobrat|sobren|sobro|m'ha donat|m'han donat|me ha dado|me han dado|gave me";
const HAVING = new RegExp(`\\b(?:${HAVING_WORDS})\\b`, 'u');
// The foods one has, or a dish "amb" them.
const WITH_FOODS = new RegExp(`\\b(?:amb|con|with|${HAVING_WORDS})\\b`, 'u');
// "Receptes de postres amb mascarpone?", "busco receptes amb bacallà", "any recipes with chickpeas?":
// recipes asked by what is in them, not by a dish ("receptes d'arròs amb fesols" names one).
// "Quines receptes tens amb sípia?", "what recipes do you have with lamb?" ask the same (set 14 row 135).
const RECIPES_WITH =
  /\b(?:receptes|recetas|recipes)\s+(?:(?:de|d'|for)\s*(?:postres?|desserts?|sopar|dinar|esmorzar|cena|comida|desayuno|dinner|lunch|breakfast)\s+)?(?:(?:tens|teniu|hi ha|tienes|teneis|hay|do you have|have you got|you have)\s+)?(?:amb|con|with|using)\b/u;
// "Flour, milk, eggs and bananas: what can I make?", "pastanaga i ceba, què puc cuinar?": asking what to
// cook of two foods or more says one has them, with no "amb" or "tinc" (not "què puc fer si es talla").
// "¿Qué me preparo?", "què em faig?" and "idees per aprofitar-ho?" ask it too (set 14 rows 79, 83), and
// "¿qué me sale?" at the end (`WHAT_COMES_OUT`).
const WHAT_TO_COOK =
  /\b(?:what (?:can|could|should|do) (?:i|we) (?:make|cook|prepare|do)|que (?:puc|podem|puedo|podemos) (?:fer|cuinar|preparar|hacer|cocinar)|que (?:(?:em|me|ens|nos) )?(?:faig|cuino|preparo|hago|cocino)|(?:idees|ideas) (?:per|para|to) (?:aprofit|aprovech|use)\w*)\b(?! (?:si|if)\b)|(?<!\b(?:por|per) )\bque (?:me|nos|em|ens) (?:n'|en )?(?:sale|salen|surt|surten)(?=\s*(?:[?!.]|$))/u;
// "Tinc la tensió alta i no puc posar sal. Com dono gust a un brou?": the foods one has, with another
// question asked of them, say no "what to cook".
const ASKS_OTHER =
  /\b(?:com|como|how|per que|perque|por que|why|quan|cuando|when|quant\w*|cuant\w*|how much|how long|es pot|se puede|can i)\b/u;
// "No tinc llevat, què hi poso?", "I'm out of eggs": a missing food asks for a substitute.
const MISSING =
  /\b(?:no\s+(?:tinc|tengo|en\s+tinc|me\s+queda|em\s+queda|hi\s+ha)|(?:don't|do\s+not)\s+have|out\s+of|sense|sin|without)\b/u;

/** The start of each food's name, to find it in ingredient lines: "cebes" and "ceba" → "ceb". */
function ingredientStem(word: string): string {
  if (word.length > 5 && /(?:es|os|as)$/u.test(word)) return word.slice(0, -2).replace(/[aeo]$/u, '');
  if (word.length > 4) return word.replace(/s$/u, '').replace(/[aeo]$/u, '');
  return word;
}

/** How many foods one says one has make a "what can I cook with them" on their own. */
const MANY_FOODS = 2;

/** The longest run of words a food's whole name covers: "llenties vermelles", "tortillas de maíz". */
const LONGEST_FOOD_RUN = 4;

/** "Llet de coco", "fideos de arroz", "pasta de miso": a food made of another, named as one. */
const isCompound = (part: readonly string[]) => part.length === 3 && (part[1] === 'de' || part[1] === 'd');

/**
 * The foods a question names, each as written: a run of words from a food to a food that is a
 * food's whole name ("llenties vermelles", "carne de cerdo") or one made of another ("llet de coco") as one, else a word that is a food on its own
 * ("tonyina"), not the first word of one ("canned" of "canned tuna").
 */
function foodNames(words: readonly string[], language: Language | null): string[] {
  const names: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    // "All I have is rice": English "all" is no Catalan garlic.
    if (isFalseFriend(words[i]!, language)) continue;
    const run = [LONGEST_FOOD_RUN, 3, 2]
      .map((length) => words.slice(i, i + length))
      .find(
        (part) =>
          part.length > 1 &&
          findFood(part[0]!) !== null &&
          findFood(part.at(-1)!) !== null &&
          !isStopword(part.at(-1)!) &&
          (findWholeFood(part.join(' ')) !== null || isCompound(part)),
      );
    if (run) {
      names.push(run.join(' '));
      i += run.length - 1;
    } else if (words[i]!.length > 2 && findFood(words[i]!) !== null) names.push(words[i]!);
  }
  return names;
}

export interface IngredientQuestion {
  /** The foods as the asker wrote them, for the answer. */
  readonly names: string[];
  /** Their accent-free stems, to find them in ingredient lines. */
  readonly stems: string[];
  /**
   * Each food's stems to look for inside ingredient lines, one per food in each list: as the asker
   * wrote it ("espaguetis", which the lexicon files under pasta) and by its Catalan name, the
   * lexicon's first, as the catalogue writes it ("cordero" → "xai", "repollo" → "col").
   */
  readonly lineStems: { readonly own: string[]; readonly catalan: string[] };
}

/** A name's stem for a line search; stressed on its last vowel, kept whole ("carbassó" is no "carbassa"). */
const lineStem = (name: string) =>
  /[àèéíòóú]s?$/u.test(name) ? foldAccents(name) : ingredientStem(foldAccents(name));

/** A food's Catalan name, the lexicon's first, else the name as written. */
const catalanName = (name: string) => (findFood(name)?.aliases[0] ?? name).toLowerCase();

/**
 * The foods of a "what can I cook with X and Y" question; null when the question is not one (a
 * dish's name with "amb" in it, "com faig un fricandó amb bolets", asks how). `language`, the
 * question's, keeps its own words from being read as another language's foods (isFalseFriend).
 */
export function findIngredientQuestion(
  question: string,
  language: Language | null = null,
): IngredientQuestion | null {
  const text = foldAccents(question.toLowerCase()).replace(/[’`´]/gu, "'");
  if (MISSING.test(text)) return null;
  const names = [...new Set(foodNames(splitWords(question), language))];
  const listsWhatToCook = WHAT_TO_COOK.test(text) && names.length >= MANY_FOODS;
  if (!WITH_FOODS.test(text) && !listsWhatToCook) return null;
  // "Tengo lentejas rojas y una lata de leche de coco", "I have leftover lamb, prunes and couscous.":
  // the foods one has, two or more, say what to cook though nothing asks it in words.
  const asks =
    ASKS_WHAT.test(text) ||
    RECIPES_WITH.test(text) ||
    (names.length >= MANY_FOODS && HAVING.test(text) && !ASKS_OTHER.test(text));
  if (names.length === 0 || !asks) return null;
  return {
    names,
    stems: [...new Set(names.map((name) => ingredientStem(foldAccents(name))))],
    lineStems: {
      own: names.map((name) => lineStem(name.toLowerCase())),
      catalan: names.map((name) => lineStem(catalanName(name))),
    },
  };
}

/**
 * Does the question say which foods the cook has or lacks ("només tinc farina normal", "I don't have
 * coconut milk")? Then the foods are the cook's, not the dish's ("Només tinc farina normal per a la
 * coca. Sortirà igual?" asks about one's own coca, not for the recipe holding flour).
 */
export function saysWhatOneHas(question: string): boolean {
  const text = foldAccents(question.toLowerCase()).replace(/[’`´]/gu, "'");
  return HAVING.test(text) || MISSING.test(text);
}

/**
 * "Només queda carbassa", "solo queda calabaza", "em queda mig carbassó": what is left, not how it
 * came out ("l'arrebossat em queda tou" asks why).
 */
const WHAT_IS_LEFT =
  /\b(?:(?:nomes|solo|sols|just|only) (?:(?:em|me|ens|nos|te) )?(?:queda|queden|quedan)|(?:queda|queden|quedan) (?:un|una|uns|unes|unos|unas|mig|mitja|medio|media|poc|poca|pocs|poques|poco|algo|una mica|un poco|\d+))\b/gu;

/**
 * "Tengo lentejas y leche de coco, ¿qué me sale?", "què me'n surt?" at a question's end ask what to
 * cook of the foods, no why ("¿por qué me sale amargo?" still does).
 */
const WHAT_COMES_OUT =
  /(?<!\b(?:por|per) )\bque (?:me|nos|em|ens) (?:n'|en )?(?:sale|salen|surt|surten)(?=\s*(?:[?!.]|$))/gu;

/** The question, accent-free, without the words that say what is left ("només queda"): they ask no why. */
export const withoutWhatIsLeft = (question: string) =>
  foldAccents(question.toLowerCase()).replace(WHAT_IS_LEFT, ' ').replace(WHAT_COMES_OUT, ' ');

/**
 * Words that ask how long a food keeps: "a la nevera només tinc llenties" names the fridge as where
 * the foods are, not as a storage question (set 4), so the place alone does not make one.
 */
// "Congelar", "congela", not "congelats", "congelados": a participle says how the food one has is
// ("guisantes congelados y jamón york, ¿qué hago?" asks what to cook; set 14 row 82).
const KEEPING =
  /\b(?:dura|duren|duran|durar|aguant\w*|conserv\w*|guard\w*|caduc\w*|congel(?!at\b|ats\b|ada\b|ades\b|ado\b|ados\b|adas\b)\w*|last|lasts|keep|keeps|kept|stor\w*|freez\w*|go(?:es)? off|expire\w*)\b/u;
export const asksHowLongItKeeps = (question: string) => KEEPING.test(foldAccents(question.toLowerCase()));
