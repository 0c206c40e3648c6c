import { findLeadingFood } from './find-leading-food.ts';
import { plain } from './count-words.ts';

/**
 * The words around a food's name that are not the food, as word classes per language
 * (docs/assistant.md, "Autofill tuning after set 6"): what a count counts (a clove, a slice, a cube,
 * a bunch, a handful, a piece, a stick; the islands' "grell" is a clove) or what the food comes in
 * (a tin, a can, a bag), with its size or not ("1 big bunch sukuma wiki", "un bastó de canyella"; the
 * Americas' "raja" and Spain's "astilla" of cinnamon are its stick),
 * written before the food with or without "de"/"of" ("2 grans d'all", "3 grells d'all", "4 daus de
 * mantega", "2 handfuls of spinach", "1 trozo de jengibre", "400 g tin chopped tomatoes"), and,
 * after a counted food in English, its piece ("2 garlic cloves", "2 celery sticks"): the table counts garlic in cloves. A leaf stays ("bay leaves", "tea leaves" are
 * what is used), and so does a cut of a fish ("talls de bacallà", "rodajas de merluza"): "4 unitats
 * merluza" would read as four whole fish.
 */
const PORTION_BEFORE =
  /^(?:(?:bon|bona|buen|buena|good|big|large|small|gran|petit|petita|grande|pequeñ[oa])\s+)?(?:copit(?:a|as)|bast(?:ó|ons|ones|oncit(?:o|os))|rajas?|rajitas?|astillas?|bags?|bosses|bossa|bolsas?|copet(?:a|es)|penc(?:a|es)|thumbs?|trozos?|trossos?|tros|pieces?|piezas?|ribs?|stalks?|branquill[oó]s?|branquetes|branqueta|ramitas?|puña[ií]t(?:o|os)|grans?|gra|grells?|dents?|dientes?|cloves?|daus|dau|dados?|cubes?|manats?|manojos?|bunch(?:es)?|grapats?|puñados?|handfuls?|tins?|cans?|llaunes|llauna|latas?|botes?|pots?|jars?|trays?|safates|safata|bandejas?)(?:\s+de\s+|\s*d['’]\s*|\s+of\s+|\s+(?=\p{L}))/iu;
/**
 * A thin slice of what is bought whole and sliced to serve (bread, cured meat, bacon, cheese) is how
 * that food is counted: "3 rashers of bacon", "4 thick slices of bread", "2 lonchas de jamón" list
 * the bacon, the bread, the ham. The table weighs such a piece as one slice (bread 40 g, bacon 28 g),
 * and a food it has no piece weight for is not guessed. Catalan's "llesques de pa" stays as the
 * tuning sets written in the house expect it ("4 unitats llesques de pa de pagès"), while set 8's
 * writer listed "pa de pagès": the two conventions conflict on the same words.
 */
const SLICE_BEFORE =
  /^(?:(?:thick|thin|gruesas?|finas?)\s+)?(?:rebanadas?|lonchas?|lonjas?|lonchitas?|slices?|rashers?)(?:\s+(?:gruesas?|finas?))?(?:\s+de\s+|\s*d['’]\s*|\s+of\s+|\s+(?=\p{L}))/iu;
const PIECE_AFTER = /\s+(?:cloves?|sticks?|stalks?|sprigs?)$/iu;

/**
 * How big a piece is, before the food in English ("1 small apple", "2 tbsp medium curry powder") or
 * after it in Catalan and Spanish ("1 patata mitjana", "4 patates grosses", "1 cebolla grande"), and
 * what a piece comes without ("150 g de lluç sense espines", "boneless chicken thighs"): the size
 * and the trimming of what is bought, never its name. Eggs keep their size: it is the grade they are
 * sold by ("4 large eggs").
 */
const SIZE_BEFORE =
  /^(?:small|large|medium|big|little|extra[-\s]large|\d+(?:[.,]\d+)?\s*-?\s*(?:inch|in|cm))\s+(?=\p{L})/iu;
const SIZE_AFTER =
  /\s+(?:ben\s+|muy\s+|molt\s+)?(?:petit|petita|petits|petites|mitj[aà]|mitjana|mitjans|mitjanes|gran|grans|gros|grossa|grossos|grosses|pequeñ[oa]s?|median[oa]s?|grandes?|chic[oa]s?|gord[oa]s?)$/iu;
/**
 * The size of each piece after it: "llagostes d'un quilo cada una", "truchas de 250 g cada una",
 * "lobsters of 2 lb each": how big what is bought is, never its name.
 */
const SIZE_EACH_AFTER =
  /\s+(?:de\s+|d['’]\s*|of\s+|about\s+)?(?:un|una|uno|an?|\d+(?:[.,]\d+)?)\s*(?:quilos?|kilos?|kg|g|grams?|gramos?|grams|lbs?|pounds?|oz)\s+(?:cada\s+(?:una?|uno|peça|pieza)|each)$/iu;
/** "1 ou sencer", "2 huevos enteros": whole is how any piece is counted, an egg too (no grade). */
const WHOLE_AFTER = /\s+(?:sencer|sencera|sencers|senceres|enter[oa]s?)$/iu;
const WITHOUT_AFTER =
  /\s+(?:sense|sin|without)\s+(?:espines|espinas|pell|piel|skin|ossos|os|huesos?|bones?|pinyols?|huesos?|llavors|pepitas|semillas|seeds)$/iu;
const TRIM_BEFORE =
  /^(?:boneless|skinless|deboned)\s+(?:(?:and\s+|,\s*)?(?:boneless|skinless)\s+)?(?=\p{L})/iu;

/**
 * The state a food is bought or kept in, and where it comes from, are no part of its name: "anxoves
 * fresques", "aguacates maduros", "guindillas secas", "fresh coriander", "frozen tater tots",
 * "unbaked 9-inch pie crust" (its size goes too), "ous de galliner", "pollastre de pagès",
 * "tomàtigues de pera", "musclos del Delta", "oli d'oliva de l'Empordà" list the anchovies, the
 * avocados, the coriander, the crust, the oil (issue 34, set 9's naming); so is homemade ("allioli
 * casolà", "mayonesa casera").
 * The food table decides when such a word makes another food ("formatge fresc", "llevat fresc",
 * "tomàquets secs", "pimentón de la Vera"): then it stays. A length ("cebolla blanca larga") goes
 * with the states; a colour stays ("cebolla morada").
 */
const STATE_BEFORE =
  /^(?:fresh|frozen|live|homemade|home-made|unbaked|uncooked|ready-made|ready-rolled|store-bought|shop-bought|undyed|chopped|diced|sliced|minced|grated|shredded|toasted)\s+(?=[\p{L}\d])/iu;
/** "1 whole chicken", "2 whole cloves": whole is how a piece is counted; "whole milk" is weighed. */
const WHOLE_BEFORE = /^whole\s+(?=\p{L})/iu;
const STATE_AFTER =
  /\s+(?:ben\s+|muy\s+|molt\s+)?(?:fresc|fresca|frescos|fresques|fresco|frescas|madur|madura|madurs|madures|maduro|maduros|maduras|torrat|torrada|torrats|torrades|tostado|tostada|tostados|tostadas|secas|secos|seques|llarg|llarga|llargs|llargues|largo|larga|largos|largas|viu|viva|vius|vives|vivo|vivos|vivas|casol[aà]|casolana|casolans|casolanes|caser[oa]s?|del\s+d[ií]a\s+anterior|del\s+dia\s+anterior|d['’]ahir|de\s+ayer|from\s+yesterday)$/iu;
const ORIGIN_AFTER =
  /\s+(?:de\s+(?:pagès|payés|galliner|corral|patio|la\s+granja|granja|pera)|(?:de\s+la\s+|de\s+l['’]\s*|del\s+|de\s+|d['’]\s*)\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*)$/u;

/** Whether the table names the food with what `rest` leaves out ("formatge fresc" is a cheese). */
function tableNamesWith(name: string, rest: string) {
  const left = name.replace(rest, '').trim().toLowerCase();
  // From any word on: "llesques de pa de pagès" holds the table's "pa de pagès".
  const words = name.split(/\s+/u);
  return words.some(
    (_w, i) => findLeadingFood(words.slice(i).join(' '))?.words.toLowerCase().includes(left) ?? false,
  );
}

/** Whether a state changes the food in the table ("formatge fresc", "tomàquets secs"), not only names it. */
function stateMakesAnotherFood(name: string, rest: string) {
  const whole = findLeadingFood(name);
  return (
    whole !== null &&
    (whole.words.trim().includes(' ') || whole.words === name) &&
    whole.food !== findLeadingFood(rest)?.food
  );
}

/**
 * The name without its state and origin ("anxoves fresques" → "anxoves"): a state goes unless it
 * makes another food of the table ("ametlla torrada" is the almond), an origin unless the table
 * names the food with it ("pa de pagès").
 */
export function withoutStateOrOrigin(name: string): string {
  let bare = name.trim();
  for (;;) {
    const state = [STATE_BEFORE, STATE_AFTER]
      .map((pattern) => bare.replace(pattern, '').trim())
      .find((r) => r !== bare && /\p{L}{2}/u.test(r) && !stateMakesAnotherFood(bare, r));
    const origin = bare.replace(ORIGIN_AFTER, '').trim();
    const rest =
      state ??
      (origin !== bare && /\p{L}{2}/u.test(origin) && !tableNamesWith(bare, origin) ? origin : undefined);
    if (rest === undefined) return bare;
    bare = rest;
  }
}

const HOW_CUT_AFTER =
  /,?\s+(?:muy|molt|ben|bien|finely|very\s+finely|roughly|thinly)\s+\p{L}+(?:ad[oa]s?|id[oa]s?|ats?|ades|its?|ides|ed)$/iu;

const isEgg = (name: string) => /^(?:ous?|huevos?|eggs?)$/u.test(plain(name));

/**
 * A name without what is not the food, when what is left still names a food ("grans d'all" → "all").
 * A weighed or measured row keeps the state and origin written with it: it is the line the cook shops
 * by ("1 kg higos maduros", "300 g frozen peas", "250 ml vi negre del Montsant"), as every set writes
 * it; a food counted in pieces or named without an amount is named bare ("2 aguacates maduros").
 */
export function bareFoodName(name: string, counted: boolean, weighed = false): string {
  const bareOf = (n: string) => (weighed ? n.trim() : withoutStateOrOrigin(n));
  // "jamón serrano muy picado", "ceba ben picada": how finely the cook cuts it, not what is bought
  // ("jamón serrano picado", "carn picada" are sold so, and stay).
  const uncut = name.replace(HOW_CUT_AFTER, '');
  let bare = bareOf(uncut !== name && /\p{L}{2}/u.test(uncut) ? uncut : name);
  for (const before of [PORTION_BEFORE, SLICE_BEFORE]) {
    const portion = bare.replace(before, '');
    if (portion !== bare && /\p{L}{2}/u.test(portion)) bare = portion;
  }
  if (counted) {
    const piece = bare.replace(PIECE_AFTER, '').replace(WHOLE_BEFORE, '');
    if (piece !== bare && findLeadingFood(piece)) bare = piece;
  }
  for (const modifier of [SIZE_BEFORE, TRIM_BEFORE]) {
    const rest = bare.replace(modifier, '');
    if (rest !== bare && !isEgg(rest) && /\p{L}{2}/u.test(rest)) bare = rest;
  }
  // "1 small tin tomato paste": what it comes in, after its size.
  const unpacked = bare.replace(PORTION_BEFORE, '');
  if (unpacked !== bare && findLeadingFood(unpacked)) bare = unpacked;
  // A size follows a counted piece ("1 patata mitjana"; "1 kg de sal grossa" is coarse salt), the
  // trimming any food; the name before either must still be a food.
  for (const modifier of counted ? [SIZE_EACH_AFTER, SIZE_AFTER, WITHOUT_AFTER] : [WITHOUT_AFTER]) {
    const rest = bare.replace(modifier, '');
    if (rest !== bare && !isEgg(rest) && findLeadingFood(rest)) bare = rest;
  }
  const unwhole = bare.replace(WHOLE_AFTER, '');
  if (counted && unwhole !== bare && findLeadingFood(unwhole)) bare = unwhole;
  return bareOf(bare);
}
